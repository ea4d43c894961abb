//! Linear cost: url_core's parse time per byte for inputs of 100 B to 1 MB,
//! normal and adversarial (thousands of `@`, `:`, `%41`, `/`, `;type=`, ...),
//! valid and invalid (see `linear_inputs` in `src/lib.rs`). A parser with a
//! quadratic corner shows up as ns/byte growing with the size; a linear one
//! has ns/byte flat (or falling, as fixed costs are spread thinner).
//! The table-scan floor runs on the normal input for scale.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, SamplingMode, Throughput};
use url_literal_bench::{floor_scan, linear_inputs, LINEAR_SIZES};

fn linear(c: &mut Criterion) {
    let by_size: Vec<_> = LINEAR_SIZES.iter().map(|&n| (n, linear_inputs(n))).collect();
    let names: Vec<&str> = by_size[0].1.iter().map(|x| x.name).collect();
    let mut meta = String::new();
    for (k, name) in names.iter().enumerate() {
        let short = name.replace([' ', '(', ')'], "");
        let valid = if by_size[0].1[k].valid { "yes" } else { "no" };
        meta.push_str(&format!("{short}\t{valid}\t{name}\n"));
        let group = format!("linear-{short}");
        let mut g = c.benchmark_group(&group);
        g.sampling_mode(SamplingMode::Flat).sample_size(20);
        for (size, inputs) in &by_size {
            let x = &inputs[k];
            assert_eq!(url_core::Url::parse_const(&x.url).is_ok(), x.valid, "{} at {size}", x.name);
            g.throughput(Throughput::Bytes(x.url.len() as u64));
            g.bench_with_input(BenchmarkId::new("url_core", size), x.url.as_str(), |b, s| {
                b.iter(|| black_box(url_core::Url::parse_const(black_box(s))))
            });
            if k == 0 {
                g.bench_with_input(BenchmarkId::new("floor", size), x.url.as_str(), |b, s| {
                    b.iter(|| black_box(floor_scan(black_box(s).as_bytes())))
                });
            }
        }
        g.finish();
    }
    let dir = std::env::var("URL_BENCH_META")
        .unwrap_or_else(|_| concat!(env!("CARGO_MANIFEST_DIR"), "/target/bench-meta").to_string());
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(format!("{dir}/linear.tsv"), meta).unwrap();
}

criterion_group! {
    name = benches;
    config = Criterion::default().warm_up_time(Duration::from_millis(300)).measurement_time(Duration::from_secs(1));
    targets = linear
}
criterion_main!(benches);
