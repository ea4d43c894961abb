//! Builders: valid URLs from decoded parts, with the right escaping (feature `alloc`).
