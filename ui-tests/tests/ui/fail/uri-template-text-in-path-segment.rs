use url_literal::uri_template;

fn main() {
    // Text as a whole path segment: `..` would climb a level.
    let owner = "rust-lang";
    let _ = uri_template!("https://api.github.com/repos/{owner}/issues");
}
