use std::collections::BTreeMap;
use url_literal::uri_template;

fn main() {
    // RFC 6570 §2.4.1: nor to an associative array, named or captured.
    let _ = uri_template!("https://api.example.com/search{?sort:2}", sort = BTreeMap::from([("by", "date")]));
}
