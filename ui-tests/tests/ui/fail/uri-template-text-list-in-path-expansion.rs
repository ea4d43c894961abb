use url_literal::uri_template;

fn main() {
    let segments = vec!["a", ".."];
    let _ = uri_template!("https://example.com/files{/segments*}");
}
