// file_uri!, mailto_uri!, data_uri! (and data_uri!(bytes ..)) and urn!: the
// views of the schemes read by their own RFCs (RFC 8089, 6068, 2397, 8141),
// as constants, statics and locals, from literals, concat! and constants;
// data_uri!(bytes ..) decodes at compile time.
#![deny(warnings)]

use url_literal::{data_uri, file_uri, mailto_uri, urn, DataUri, FileUri, MailtoUri, Urn};

const HOSTS: FileUri<'static> = file_uri!("file:///etc/hosts");
const SHARE: FileUri<'static> = file_uri!(concat!("file://", "server", "/share/a%20b.txt"));
static SUPPORT: MailtoUri<'static> =
    mailto_uri!("mailto:support@example.com,%22a%20b%22@%5B192.0.2.1%5D?subject=Order%2042");
const NOTE: DataUri<'static> = data_uri!("data:text/plain;charset=utf-8;base64,SGVsbG8=");
const HELLO: &[u8] = data_uri!(bytes "data:text/plain;base64,SGVsbG8=");
const TEXT: &str = "data:,A%20brief%20note";
const BRIEF: &[u8] = data_uri!(bytes TEXT);
const BRIEF_VIEW: DataUri<'static> = data_uri!(TEXT);
const GRANT: Urn<'static> = urn!("urn:ietf:params:oauth:grant-type:jwt-bearer");
const ID: Urn<'static> = urn!("urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6");
const COMPONENTS: Urn<'static> = urn!("URN:Example:a123,z456?+abc?=xyz#789");
const LOCAL: bool = HOSTS.is_local();
const NID: &str = GRANT.nid();
const UUID: Option<[u8; 16]> = ID.uuid();
const LEN: usize = NOTE.decoded_len();

fn main() {
    assert_eq!((LOCAL, HOSTS.host(), HOSTS.path()), (true, Some(""), "/etc/hosts"));
    assert_eq!((SHARE.is_local(), SHARE.host(), SHARE.path()), (false, Some("server"), "/share/a%20b.txt"));
    assert_eq!(HOSTS.to_unix_path().as_deref(), Ok("/etc/hosts"));
    assert_eq!(SHARE.to_windows_path().as_deref(), Ok(r"\\server\share\a b.txt"));
    let to: Vec<String> = SUPPORT.to().map(|a| a.to_string()).collect();
    assert_eq!(to, ["support@example.com", "\"a b\"@[192.0.2.1]"]);
    let headers: Vec<(String, String)> = SUPPORT.headers().map(|(n, v)| (n.to_string(), v.to_string())).collect();
    assert_eq!(headers, [("subject".to_owned(), "Order 42".to_owned())]);
    assert_eq!((NOTE.media_type(), NOTE.is_base64(), LEN), (Some("text/plain"), true, 5));
    assert_eq!(HELLO, b"Hello");
    assert_eq!(BRIEF, b"A brief note");
    assert_eq!((BRIEF_VIEW.media_type(), BRIEF_VIEW.is_base64(), BRIEF_VIEW.data()), (None, false, "A%20brief%20note"));
    assert_eq!((NID, GRANT.nss()), ("ietf", "params:oauth:grant-type:jwt-bearer"));
    assert_eq!(UUID.map(|u| u[0]), Some(0xF8));
    assert_eq!(
        (
            COMPONENTS.nid(),
            COMPONENTS.nss(),
            COMPONENTS.r_component(),
            COMPONENTS.q_component(),
            COMPONENTS.f_component()
        ),
        ("Example", "a123,z456", Some("abc"), Some("xyz"), Some("789"))
    );
    assert!(COMPONENTS.equivalent(&urn!("urn:example:a123,z456")));
    let local: Urn<'static> = urn!("urn:isbn:0451450523");
    assert_eq!(local.to_string(), "urn:isbn:0451450523");
}
