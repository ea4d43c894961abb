use url_literal::{telnet_url, TelnetUrl};

const URL: TelnetUrl<'static> = telnet_url!("telnet://melvyl.ucop.edu/catalog");

fn main() {}
