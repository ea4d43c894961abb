use url_literal::url_format;

fn main() {
    let group = "comp.lang.rust";
    let _ = url_format!("news:{group}");
}
