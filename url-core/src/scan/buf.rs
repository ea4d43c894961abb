//! The buffer both instances of RFC 3987's §3.1 mapping write into: here,
//! below `rfc3987::owned` and `scan::simd`, which both use it.

/// A buffer of `len` zeros for a mapping to write into (RFC 3987 §3.1:
/// `rfc3987::owned::map_string` and its run-time twin,
/// `scan::simd::map_to_string`).
pub(crate) fn zeroed(len: usize) -> alloc::vec::Vec<u8> {
    #[allow(
        clippy::slow_vector_initialization,
        reason = "measured: `vec![0; n]` (calloc) makes `to_uri` 20% slower than malloc and a fill"
    )]
    let v = {
        let mut v = alloc::vec::Vec::with_capacity(len);
        v.resize(len, 0);
        v
    };
    v
}
