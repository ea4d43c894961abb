use std::fmt;

use url_literal::uri_template;

/// A type of the user's whose `Display` spells `..`: `SafeAtom` is sealed
/// (through `SegmentSafe`), so it cannot be claimed safe and reach
/// `uri_template!`, which would panic at run time.
struct Dots;

impl fmt::Display for Dots {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("..")
    }
}

impl url_literal::template::SafeAtom for Dots {}

fn main() {
    let seg = Dots;
    let _ = uri_template!("https://example.com/files/{seg}/passwd");
}
