use std::fmt::{self, Display};

use url_literal::template::{ListLike, MapLike};
use url_literal::uri_template;

/// A list type of the user's whose `Item` is an integer but whose `each`
/// writes `..`: only the crate's own collections (`OwnList`, `OwnMap`)
/// fill an expression that asks for a safe value, so `uri_template!`,
/// which would panic at run time, refuses it.
struct Sneaky;

impl ListLike for Sneaky {
    type Item = u8;
    fn each(&self, f: &mut dyn FnMut(&dyn Display) -> fmt::Result) -> fmt::Result {
        f(&"..")
    }
}

struct SneakyMap;

impl MapLike for SneakyMap {
    type Key = u8;
    type Value = u8;
    fn each(&self, f: &mut dyn FnMut(&dyn Display, &dyn Display) -> fmt::Result) -> fmt::Result {
        f(&"..", &"..")
    }
}

fn main() {
    let seg = Sneaky;
    let _ = uri_template!("https://example.com/files{/seg*}/passwd");
    let map = SneakyMap;
    let _ = uri_template!("https://example.com/files{/map*}/passwd");
}
