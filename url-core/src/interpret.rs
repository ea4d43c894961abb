//! What a URL means, scheme by scheme, as RFC 1738 §3 states it.
