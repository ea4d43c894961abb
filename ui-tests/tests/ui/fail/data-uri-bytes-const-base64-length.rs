// data_uri!(bytes ..) of a non-literal: const evaluation of the same parser, the same error.
const TEXT: &str = "data:;base64,QQ";
const D: &[u8] = url_literal::data_uri!(bytes TEXT);

fn main() {}
