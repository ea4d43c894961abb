// allow(..) follows the argument; alone, it is no URI.
use url_literal::uri;

fn main() {
    let _ = uri!(allow(password));
}
