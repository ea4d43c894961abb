// RFC 8089 §2: a file URI has no port.
const F: url_literal::FileUri<'static> = url_literal::file_uri!("file://host:80/x");

fn main() {}
