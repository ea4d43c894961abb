// The first program of issue 34: a user name of `..` would make the request
// `https://api.example.com/delete`. Text in a whole path segment needs
// try_uri_format!, which refuses `.` and `..`.
use url_literal::uri_format;

fn main() {
    let user = "..";
    let _ = uri_format!("https://api.example.com/users/{user}/delete");
}
