// A run-time value where url! takes a literal or a constant: the macro's own
// error on the local that makes it one, with the run-time form as help
// (before: E0435 "this would need to be a `let`" over the whole call, advice
// about a `const` item the user never wrote).
use url_literal::url;

fn main() {
    let home = String::from("http://www.example.com/");
    let _url = url!(home.as_str());
}
