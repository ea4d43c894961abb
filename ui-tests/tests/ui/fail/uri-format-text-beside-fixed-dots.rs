// `.{}` with a value `.` is `..`: a hole beside only dots takes no text.
use url_literal::uri_format;

fn main() {
    let _ = uri_format!("https://h/a/.{}/b", String::from("."));
}
