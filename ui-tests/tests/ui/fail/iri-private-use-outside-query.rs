// iprivate (U+E000..U+F8FF, ...) is allowed in the query only (RFC 3987 §2.2).
use url_literal::{iri_ref, IriRef};

const ICON: IriRef<'static> = iri_ref!("/icons/\u{e000}?q=\u{e000}");

fn main() {}
