use url_literal::url_format;

fn main() {
    let host = "info.cern.ch";
    let _ = url_format!("http://{host}/");
}
