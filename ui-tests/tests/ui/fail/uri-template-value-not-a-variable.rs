use url_literal::uri_template;

struct Point {
    x: i32,
}

fn main() {
    let at = Point { x: 1 };
    let _ = at.x;
    let _ = uri_template!("https://api.example.com/map{?at}");
}
