#!/usr/bin/env bash
# The one-function shape: N `url!` calls in one function body, timed by the
# CPU time of a cold `cargo check` of that crate alone (dependencies prebuilt), incremental
# on and off. An expansion that makes rustc's incremental bookkeeping grow
# faster than linearly in the calls of one body shows as a 5000/1000 ratio far
# above 5 in the "on" column (BENCHMARKS.md, "One function body").
#
#   bash bench-build/cliff.sh                  # N in 1000 2000 5000, 3 runs, medians
#   RUNS=5 COUNTS="1000 5000" bash bench-build/cliff.sh
#   EXPR='url_literal::url!("@URL@")' bash bench-build/cliff.sh
#
# EXPR is the expression written for each call: `@URL@` becomes the call's
# URL (`http://h00042.example.org/`, all of one length, so one packed value
# fits them all) and `@I@` its index; use it to time an expansion written out
# by hand. Writes only to a temporary directory; builds offline.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
RUNS=${RUNS:-3}
COUNTS=${COUNTS:-"1000 2000 5000"}
EXPR=${EXPR:-'url!("@URL@")'}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/url-literal-cliff.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
export CARGO_TARGET_DIR="$WORK/target"

mkdir -p "$WORK/src"
cat >"$WORK/Cargo.toml" <<EOF
[package]
name = "cliff"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
url-literal = { path = "$ROOT/url-literal", default-features = false }

[workspace]
EOF

# lib.rs with $1 calls in one function
generate() {
    {
        echo '#![allow(unused, deprecated)]'
        echo 'use url_literal::*;'
        echo 'pub fn all() -> usize {'
        echo '    let mut n = 0;'
        for ((i = 0; i < $1; i++)); do
            local url
            url=$(printf 'http://h%05d.example.org/' "$i")
            local e=${EXPR//@URL@/$url}
            echo "    n ^= ${e//@I@/$i}.as_str().len();"
        done
        echo '    n'
        echo '}'
    } >"$WORK/src/lib.rs"
}

# CPU milliseconds (user + sys) of one cold `cargo check` of the crate,
# dependencies fresh: steadier than wall time on a loaded machine
check_ms() {
    rm -rf "$WORK/target/debug/incremental" "$WORK"/target/debug/.fingerprint/cliff-*
    local TIMEFORMAT='%3U %3S' t
    t=$( { time (cd "$WORK" && cargo check -q --offline 2>/dev/null) || echo FAIL; } 2>&1)
    [[ $t != *FAIL* ]] || { echo "build failed (N=$1)" >&2; exit 1; }
    awk -v t="$t" 'BEGIN {split(t, a, " "); printf "%d", (a[1] + a[2]) * 1000}'
}

median() { tr ' ' '\n' | sed '/^$/d' | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

declare -A ms
for inc in 1 0; do
    export CARGO_INCREMENTAL=$inc
    generate 1
    (cd "$WORK" && cargo check -q --offline) # dependencies, once per mode
    for n in $COUNTS; do
        generate "$n"
        all=""
        for ((r = 0; r < RUNS; r++)); do all+=" $(check_ms "$n")"; done
        ms[$inc,$n]=$(echo "$all" | median)
        echo "incremental=$inc N=$n: $all ms" >&2
    done
done

first=${COUNTS%% *}
last=${COUNTS##* }
echo "expression: \`$EXPR\`"
echo
echo "| calls in one fn | incremental on, CPU ms | incremental off, CPU ms |"
echo "|---:|---:|---:|"
for n in $COUNTS; do echo "| $n | ${ms[1,$n]} | ${ms[0,$n]} |"; done
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.1f", a / b}'; }
echo "| ratio $last/$first | $(ratio "${ms[1,$last]}" "${ms[1,$first]}") | $(ratio "${ms[0,$last]}" "${ms[0,$first]}") |"
