// A const item with a tab: const evaluation, whose message is still the caret picture,
// with the control character escaped.
use url_literal::{url, Url};

mod config {
    pub const HOME: &str = "http://www.example.com/my\tpage";
}

const URL: Url<'static> = url!(config::HOME);

fn main() {}
