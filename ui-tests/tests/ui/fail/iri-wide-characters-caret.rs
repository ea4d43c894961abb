// A wide character in error: the caret spans its two columns, after two
// columns for each CJK character before it.
use url_literal::{iri, Iri};

const PORT: Iri<'static> = iri!("http://例え.テスト:8例/");

fn main() {}
