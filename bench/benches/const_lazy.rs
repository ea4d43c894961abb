//! Const values versus lazy parsing: what it costs to read one component
//! (the host) of a URL that is
//!
//! - a `url!` constant (the macro parsed it at compile time and expanded to a
//!   const built from the literal and the offsets it found, through
//!   `url_literal::__private`),
//! - a `const` built by `Url::parse_const` in const evaluation,
//! - a `static` filled by `url!`,
//! - a warm `LazyLock<url::Url>` (already initialised: one atomic load, then
//!   the accessor),
//! - a cold `LazyLock<url::Url>` (a fresh one per iteration, so every read
//!   parses and allocates; built and dropped outside the timing by
//!   `iter_batched`),
//! - and, for scale, a cold `LazyLock<url_core::Url>` and a plain runtime
//!   `url_core::Url::parse_const` followed by the read.

use std::hint::black_box;
use std::sync::LazyLock;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use url_core::Url;

const SRC: &str = "http://www.example.com:8080/docs/api/v1/index.html?q=rust&page=2#top";

const BY_MACRO: Url<'static> =
    url_literal::url!("http://www.example.com:8080/docs/api/v1/index.html?q=rust&page=2#top");

const BY_CONST_PARSE: Url<'static> = match Url::parse_const(SRC) {
    Ok(u) => u,
    Err(_) => panic!("SRC is valid"),
};

static STATIC_BY_MACRO: Url<'static> =
    url_literal::url!("http://www.example.com:8080/docs/api/v1/index.html?q=rust&page=2#top");

static WARM: LazyLock<url::Url> = LazyLock::new(|| url::Url::parse(SRC).unwrap());

fn const_lazy(c: &mut Criterion) {
    assert_eq!(BY_MACRO.host_str(), Some("www.example.com"));
    assert_eq!(WARM.host_str(), Some("www.example.com"));
    let mut g = c.benchmark_group("const-vs-lazy");
    // What the harness and black_box cost by themselves: the floor under every
    // row of this table.
    g.bench_function("baseline: black_box(&const) only", |b| b.iter(|| black_box(black_box(&BY_MACRO).as_str().len())));
    g.bench_function("url! const, host", |b| b.iter(|| black_box(black_box(&BY_MACRO).host_str())));
    g.bench_function("Url::parse_const in const, host", |b| {
        b.iter(|| black_box(black_box(&BY_CONST_PARSE).host_str()))
    });
    g.bench_function("url! static, host", |b| b.iter(|| black_box(black_box(&STATIC_BY_MACRO).host_str())));
    g.bench_function("LazyLock<url::Url> warm, host", |b| {
        LazyLock::force(&WARM);
        b.iter(|| black_box(black_box(&WARM).host_str()))
    });
    g.bench_function("LazyLock<url::Url> cold, host", |b| {
        b.iter_batched(
            || LazyLock::<url::Url>::new(|| url::Url::parse(black_box(SRC)).unwrap()),
            |l| {
                black_box(l.host_str());
                l // dropped outside the timing
            },
            BatchSize::SmallInput,
        )
    });
    g.bench_function("LazyLock<url_core::Url> cold, host", |b| {
        b.iter_batched(
            || LazyLock::<Url<'static>>::new(|| Url::parse_const(black_box(SRC)).unwrap()),
            |l| {
                black_box(l.host_str());
                l
            },
            BatchSize::SmallInput,
        )
    });
    g.bench_function("url_core::Url::parse_const at run time, host", |b| {
        b.iter(|| black_box(Url::parse_const(black_box(SRC)).ok().and_then(|u| u.host_str())))
    });
    g.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().warm_up_time(Duration::from_millis(500)).measurement_time(Duration::from_secs(2));
    targets = const_lazy
}
criterion_main!(benches);
