use url_literal::uri_ref;

fn main() {
    let _r = uri_ref!();
}
