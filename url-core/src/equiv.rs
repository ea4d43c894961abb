//! Equivalence of URLs (RFC 1630: "bring them to the same encoding level"; RFC 1738 §2.2).
