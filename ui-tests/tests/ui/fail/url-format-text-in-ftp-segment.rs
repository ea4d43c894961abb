// The second program of issue 34: `CWD ..` then `RETR passwd`. Text in an ftp
// segment needs try_url_format!, which refuses an empty segment, `.`, `..`,
// and a `/` or `\`.
use url_literal::url_format;

fn main() {
    let (dir, file) = ("..", "passwd");
    let _ = url_format!("ftp://ftp.example.org/pub/{dir}/{file}");
}
