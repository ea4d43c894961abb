// Text beside other fixed text in a path segment: `v1{name}` with `/../..`
// (written `%2F..%2F..`) makes parts `..` between the '/' a server decodes
// before it splits, and so would `\..` for a server that splits at '\'
// (issue 44). It needs try_uri_format!, which refuses such a value.
use url_literal::uri_format;

fn main() {
    let name = "/../../etc/passwd";
    let _ = uri_format!("https://files.example.com/docs/v1{name}");
}
