//! Relative references and their resolution: the RFC 1630 partial form and RFC 3986 §5.2.
