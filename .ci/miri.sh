#!/usr/bin/env bash
# url-core's `unsafe` under Miri: the AVX2 instance of the grammar (its
# 32-byte loads, and `dispatch` entering it), the `String` that the IRI
# mapping makes without a UTF-8 check (feature `alloc`), and the plain
# instance, through the unit tests of `scan::simd` and `twin` (bounded under
# Miri: lengths around every chunk edge, 0 to 97 bytes). Called by .ci/run;
# runs on its own too: `bash .ci/miri.sh`.
#
# Miri cannot run `cpuid`, so under Miri `simd::avx2()` answers from the
# build: the tests run twice, built with `-C target-feature=+avx2` (Miri then
# emulates AVX2, and every parse goes through the AVX2 instance) and without
# (every parse goes through the `const` one). URL_CORE_TEST_AVX2 tells the
# twin test which of the two it must have seen.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

. .ci/step.sh

if ! cargo +nightly miri --version >/dev/null 2>&1; then
    run rustup toolchain install nightly --profile minimal
    run rustup component add miri --toolchain nightly
fi
run cargo +nightly miri setup

# Each build in a target directory of its own, so that neither rebuilds the other.
miri_test() {
    local avx2=$1 rustflags=$2
    run env RUSTFLAGS="$rustflags" URL_CORE_TEST_AVX2="$avx2" CARGO_TARGET_DIR="target/miri-avx2-$avx2" \
        MIRIFLAGS="-Zmiri-strict-provenance" \
        cargo +nightly miri test -p url-core --lib --features alloc -- scan:: twin::
}
miri_test yes "-C target-feature=+avx2"
miri_test no ""
echo "miri: ok"
