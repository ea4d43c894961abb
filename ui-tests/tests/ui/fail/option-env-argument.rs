// option_env! yields an Option: the macro says what to write instead, and
// the default it suggests compiles (pass/assembled-arguments.rs).
use url_literal::url;

fn main() {
    let _url = url!(option_env!("URL_LITERAL_UI_OK"));
}
