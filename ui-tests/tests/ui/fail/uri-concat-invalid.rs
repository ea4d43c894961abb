use url_literal::uri;

fn main() {
    let _uri = uri!(concat!("https://", "api.example.com", "/my page"));
}
