// Two literals with the same fault: each caret line names the rule alone
// when the first line already says what it expected, so the long list of
// characters is written once per error, not twice.
use url_literal::{url, Url};

const FIRST: Url<'static> = url!("http://www.exa_mple.com/");
const SECOND: Url<'static> = url!("http://www.exam_ple.org/");

fn main() {}
