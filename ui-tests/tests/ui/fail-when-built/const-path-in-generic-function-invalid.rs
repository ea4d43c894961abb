// A generic const argument is checked when the function is instantiated:
// an invalid value is still a compile error, with the literal's picture.
use url_literal::{uri, Uri};

trait HasUrl {
    const URL: &'static str;
}

struct Broken;
impl HasUrl for Broken {
    const URL: &'static str = "https://example.com/a b";
}

fn uri_of<T: HasUrl>() -> Uri<'static> {
    uri!(T::URL)
}

fn main() {
    let _ = uri_of::<Broken>();
}
