//! A stand-in for `explain --json --grammar rfc3986` until the JSON view is
//! wired into `explain`: prints one explain-json line per argument.
//!
//! ```text
//! cargo run -q -p url-literal --example explain3986 -- --json --grammar rfc3986 'https://[::1]:8443/a?b=/c#d'
//! ```

#[path = "support/rfc3986_json.rs"]
mod rfc3986_json;

fn main() {
    let mut options = true;
    let mut args = std::env::args().skip(1).peekable();
    while let Some(arg) = args.next() {
        if options {
            match arg.as_str() {
                "--" => {
                    options = false;
                    continue;
                }
                "--json" => continue,
                "--grammar" => {
                    // Only rfc3986 here; the value is read and ignored.
                    args.next();
                    continue;
                }
                _ => {}
            }
        }
        println!("{}", rfc3986_json::json(&arg));
    }
}
