use url_literal::{url, Url};

macro_rules! home {
    ($path:expr) => {
        url!($path)
    };
}

const HOME: Url<'static> = home!("http://www.example.com/~smith/");

fn main() {}
