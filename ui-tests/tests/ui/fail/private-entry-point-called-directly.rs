// The proc macro behind url! expects `$crate;` from the url-literal wrapper;
// it is #[doc(hidden)], but a direct call must not crash the compiler's macro.
fn main() {
    let _url = url_literal::__private::__url!();
}
