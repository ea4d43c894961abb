//! Percent-decoding and percent-encoding (RFC 1738 §2.2).
