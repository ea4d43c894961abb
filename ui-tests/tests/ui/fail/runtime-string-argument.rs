use url_literal::url;

fn main() {
    let home = String::from("http://www.example.com/");
    let _url = url!(home.as_str());
}
