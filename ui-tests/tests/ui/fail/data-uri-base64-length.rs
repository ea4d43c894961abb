// RFC 2397 §3, RFC 4648 §4: base64 comes in groups of four characters.
const D: url_literal::DataUri<'static> = url_literal::data_uri!("data:text/plain;base64,SGVsbG8");

fn main() {}
