// RFC 3987 §4.1: a right-to-left override makes `nimda` display as
// `admin@bank.example`; invisible characters (RFC 5892 §2.6) and ill-formed
// UTF-8 (RFC 6532 §3.1) have no place in an address either.
use url_literal::{mailto_uri, uri, MailtoUri, Uri};

const M: MailtoUri<'static> = mailto_uri!("mailto:%E2%80%AEelpmaxe.knab@nimda");
const Z: MailtoUri<'static> = mailto_uri!("mailto:ad%E2%80%8Bmin@bank.example");
const U: Uri<'static> = uri!("mailto:a%C0%AE@example.com");

fn main() {}
