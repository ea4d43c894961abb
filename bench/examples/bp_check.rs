//! Checks whether small repeated inputs look faster because the branch
//! predictor learns them: same per-byte content, one input repeated vs many
//! distinct inputs.
use std::hint::black_box;
use std::time::Instant;
fn main() {
    for size in [1_000usize, 10_000, 100_000, 1_000_000] {
        // distinct: inputs of `size` from different seeds totalling ~4 MB
        let n = (4_000_000 / size).max(1);
        let inputs: Vec<String> = (0..n)
            .map(|k| {
                let mut v = url_literal_bench::linear_inputs_seeded(size, k as u64);
                v.swap_remove(0).url
            })
            .collect();
        let bytes: usize = inputs.iter().map(|s| s.len()).sum();
        let one = &inputs[0];
        let reps = bytes / one.len();
        let mut best_one = f64::MAX;
        let mut best_many = f64::MAX;
        for _ in 0..15 {
            let t = Instant::now();
            for _ in 0..reps {
                let _ = black_box(url_core::Url::parse_const(black_box(one)));
            }
            best_one = best_one.min(t.elapsed().as_secs_f64() * 1e9 / (reps * one.len()) as f64);
            let t = Instant::now();
            for s in &inputs {
                let _ = black_box(url_core::Url::parse_const(black_box(s)));
            }
            best_many = best_many.min(t.elapsed().as_secs_f64() * 1e9 / bytes as f64);
        }
        println!("{size:>8} B: one input repeated {best_one:.3} ns/B, {n} distinct inputs {best_many:.3} ns/B");
    }
}
