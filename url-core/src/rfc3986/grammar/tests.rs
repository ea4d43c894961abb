//! The one-pass reading of [`authority`] must agree with the reading by
//! the book ([`authority_split`]), result for result and error for error.

extern crate std;

use super::*;
use std::string::String;

#[test]
fn fast_reading_agrees_with_the_split() {
    let pieces = [
        "a", "b.c", "1.2.3.4", "256", ":", ":", "80", "@", "@", "[", "]", "[::1]", "[v1.x]", "%41", "%4", " ", "é",
        "!", "/", "?", "#", "x", "99999",
    ];
    let mut state = 1u64;
    let mut fast = 0;
    for _ in 0..100_000 {
        let mut s = String::from("//");
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let n = 1 + (state >> 60) as usize % 7;
        for k in 0..n {
            let r = state.rotate_left(9 * k as u32 + 5);
            s.push_str(pieces[(r >> 40) as usize % pieces.len()]);
        }
        let b = s.as_bytes();
        let got = authority::<false>(b, 2);
        assert_eq!(got, authority_split::<false>(b, 2), "{s:?}");
        fast += got.is_ok() as usize;
    }
    assert!(fast > 10_000, "{fast}");
}
