#!/usr/bin/env bash
# Feature combinations: each of url-core's features on its own (its tests run
# for each), and url-literal without default features, with them, and with
# all. Called by .ci/run; runs on its own too: `bash .ci/features.sh`.
#
# url-core has no dependency by default; `serde`, `url`, `http` and `idna` bring in
# one each (the orphan rule puts those impls in url-core), and url-literal
# re-exposes them under the same names.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

. .ci/step.sh

# url-core: the grammar alone must be no_std and dependency-free.
run cargo build -p url-core --no-default-features
deps=$(cargo tree -p url-core --no-default-features -e normal --prefix none | sed 1d)
if [ -n "$deps" ]; then
    echo "url-core without features has dependencies:" >&2
    echo "$deps" >&2
    exit 1
fi
# Unit tests per combination, and the doctests without features (they must
# not assume `alloc`). The workspace run (`cargo test --workspace`) covers the
# doctests with every feature on, which the tests crate turns on, and
# url-core's integration tests, which live in the tests crate.
run cargo test -p url-core --no-default-features --quiet
# The two tiers above none run their unit tests; each optional integration
# is compiled alone with its tests (`cargo test --workspace` runs those tests
# with every feature on).
for features in alloc std; do
    run cargo test -p url-core --no-default-features --features "$features" --lib --quiet
done
for features in serde url http idna "serde,alloc" serde_json; do
    run cargo check -p url-core --no-default-features --features "$features" --lib --tests --quiet
done

# url-literal: no_std without allocation, the defaults, and everything.
run cargo build -p url-literal --no-default-features
run cargo build -p url-literal
run cargo build -p url-literal --all-features --examples
run cargo test -p url-literal --no-default-features --doc --quiet
# whatwg_url! (`url`, with `std`) and http_crate_uri! (`http`): url-macros
# with each interop feature alone, and `url` without `std` (no whatwg_url!).
for features in url http; do
    run cargo clippy -p url-macros-impl -p url-macros --features "$features" --quiet -- -D warnings
done
run cargo build -p url-literal --no-default-features --features url

# A user's build compiles url-core once (the proc macros' and the program's
# alike) with the default features and with each of url, http, idna, serde and
# all four: a fresh crate per set, `cargo build -v`, url-core's rustc runs
# counted (about 1 min of CPU, 2-3 min wall on a loaded machine).
run cargo xtask url-core-once

# The libraries on the MSRV (the workspace's rust-version), every feature on:
# url-core's x86-64 code uses intrinsics whose safety changed across releases
# (`__cpuid` is safe only from 1.94). The dev-dependencies (proptest, trybuild)
# need a newer toolchain, so only the four libraries are checked.
msrv=$(sed -n 's/^rust-version = "\(.*\)"/\1/p' Cargo.toml)
run rustup toolchain install "$msrv" --profile minimal
run env CARGO_TARGET_DIR=target/msrv cargo "+$msrv" check -p url-core -p url-macros-impl -p url-macros -p url-literal --all-features --quiet
echo "feature combinations: ok"
