// A variable that is not set: the macro leaves env! to rustc, which says so.
use url_literal::url;

fn main() {
    let _url = url!(env!("URL_LITERAL_UI_NEVER_SET"));
}
