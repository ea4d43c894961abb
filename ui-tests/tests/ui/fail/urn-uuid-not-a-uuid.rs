// RFC 9562 §4: urn:uuid: takes a UUID string.
const U: url_literal::Urn<'static> = url_literal::urn!("urn:uuid:not-a-uuid");

fn main() {}
