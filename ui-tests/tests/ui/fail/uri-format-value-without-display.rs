use url_literal::uri_format;

struct Id(u32);

fn main() {
    let id = Id(7);
    let _ = uri_format!("https://example.com/users?id={id}");
}
