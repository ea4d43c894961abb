// RFC 6068 §2, RFC 5322 §3.4.1: one @ per addr-spec.
const M: url_literal::MailtoUri<'static> = url_literal::mailto_uri!("mailto:a@b@c");

fn main() {}
