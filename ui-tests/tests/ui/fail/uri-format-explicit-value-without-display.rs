use url_literal::{uri_format, url_format};

struct Id(u32);

fn main() {
    let _ = uri_format!("https://example.com/users?id={}", Id(7));
    let id = Id(8);
    let _ = url_format!("http://example.com/users?id={id}");
}
