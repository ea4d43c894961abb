use url_literal::url;

fn main() {
    let _url = url!("http://www.example.com/", "http://www.example.org/");
}
