use url_literal::{uri, Uri};

const API: Uri<'static> = uri!("https://api.example.com/my page.html");

fn main() {}
