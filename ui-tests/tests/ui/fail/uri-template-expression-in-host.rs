use url_literal::uri_template;

fn main() {
    // Any value in the host needs the fallible form.
    let tenant = 7;
    let _ = uri_template!("https://{tenant}.example.com/");
}
