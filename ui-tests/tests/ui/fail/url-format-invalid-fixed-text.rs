use url_literal::url_format;

fn main() {
    let page = 2;
    let _ = url_format!("http://info.cern.ch/~timbl/{page}");
}
