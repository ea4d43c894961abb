// An invalid literal next to local items that shadow what the error expansion
// could name: still exactly one error, the macro's own.
#![allow(non_snake_case, dead_code)]

fn Ok() {}
fn Err() {}
mod core {}
mod std {}
struct Url;

const HOME: url_literal::Url<'static> = url_literal::url!("http://www.example.com/~smith/");
const TYPED: url_literal::HttpUrl<'static> = url_literal::http_url!(42);

fn main() {}
