// Edition 2015, a crate-root `mod core {}`: a constant argument whose text is
// invalid still gets rustc's evaluation error on the argument, with the
// macro's picture of the mistake (not "cannot find `panic` in `core`").
extern crate url_literal;

mod core {}

const HOME: &str = "http://user@www.example.com/";
const URL: url_literal::Url<'static> = url_literal::url!(HOME);

fn main() {}
