// Edition 2015, a crate-root `mod core {}` and a local `compile_error!`: an
// invalid literal still gets the macro's own error on the literal, in the
// order of the file, with no "originates in the macro" note (before: "cannot
// find `compile_error` in `core`"), and nothing else.
extern crate url_literal;

mod core {}

#[allow(unused_macros)]
macro_rules! compile_error {
    ($($t:tt)*) => {
        fn the_expansion_called_a_local_compile_error() {}
    };
}

const HOME: url_literal::Url<'static> = url_literal::url!("http://www.example.com/~smith/");
const API: url_literal::Uri<'static> = url_literal::uri!("https://api.example.com/a b");
const TYPED: url_literal::HttpUrl<'static> = url_literal::http_url!(42);

fn main() {
    let id = 42;
    let _ = url_literal::uri_format!("https://h/{id}{");
}
