use url_literal::url;

fn main() {
    let _url = url!(c"http://www.example.com/");
}
