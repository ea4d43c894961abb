//! URLs in free text (RFC 1738, Appendix: Recommendations for URLs in Context).
