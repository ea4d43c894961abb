use url_literal::url;

fn main() {
    let _url = url!(concat!("http://", "www.example.com", "/~smith/"));
}
