// RFC 8141 §2: a NID has 2 to 32 characters.
const U: url_literal::Urn<'static> = url_literal::urn!("urn:a:b");

fn main() {}
