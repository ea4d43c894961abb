//! The one PRNG of the project's generators.

/// SplitMix64 (Steele, Lea, Flood 2014): tiny, fast, and good enough to pick
/// words. The stream of a seed never changes: the benchmark corpora, whose
/// timings BENCHMARKS.md records, are drawn from it.
///
/// ```
/// use url_literal_gen::Rng;
/// let mut r = Rng::new(0);
/// assert_eq!(r.next_u64(), 0xe220_a839_7b1d_cdaf);
/// let x = r.range(3, 5);
/// assert!((3..=5).contains(&x));
/// assert_eq!(r.pick(&["only"]), "only");
/// ```
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator with the given seed.
    pub const fn new(seed: u64) -> Self {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n`; 0 when `n` is 0.
    pub fn below(&mut self, n: usize) -> usize {
        (((self.next_u64() >> 32) * n as u64) >> 32) as usize
    }

    /// A number in `lo..=hi`.
    pub fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi - lo + 1)
    }

    /// True with probability `percent`/100.
    pub fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    /// One element of `xs` (which must not be empty).
    pub fn pick<T: Copy>(&mut self, xs: &[T]) -> T {
        xs[self.below(xs.len())]
    }
}

#[cfg(test)]
mod tests {
    use super::Rng;

    #[test]
    fn splitmix64_reference_values() {
        // The first outputs for seed 1234567 of the reference implementation
        // (Vigna's splitmix64.c).
        let mut r = Rng::new(1234567);
        let got: Vec<u64> = (0..5).map(|_| r.next_u64()).collect();
        assert_eq!(
            got,
            [6457827717110365317, 3203168211198807973, 9817491932198370423, 4593380528125082431, 16408922859458223821]
        );
    }

    #[test]
    fn below_stays_below_and_reaches_every_value() {
        let mut r = Rng::new(42);
        let mut seen = [0u32; 7];
        for _ in 0..7000 {
            seen[r.below(7)] += 1;
        }
        assert!(seen.iter().all(|&n| (800..1200).contains(&n)), "{seen:?}");
        assert_eq!(r.below(0), 0);
    }
}
