#!/usr/bin/env bash
# Runs every benchmark of this crate once and writes target/report.md and
# target/report.json, then redraws charts/parse.svg and charts/build-cost.svg
# with chart.py (about 7 minutes on the 2-core machine, build included when
# cached).
#
#   bench/report.sh                      # the full run
#   MEASUREMENT_TIME=3 bench/report.sh   # longer, steadier measurements
#   REPORT_ONLY=1 bench/report.sh        # only re-read target/criterion
#
# Criterion's defaults (3 s warm-up, 5 s measurement per benchmark) would take
# about an hour for the ~280 benchmarks here; the run uses a short warm-up and
# measurement time and 10,000 bootstrap resamples instead. Each corpus sample
# parses thousands of URLs, so the medians stay stable. The benchmarks run at a
# raised priority when the script may (root), because other work on a 2-core
# machine skews sequential timings; benches/paired.rs adds interleaved ratios
# that hold up even then. The load average before and after goes in the report.
set -euo pipefail
cd "$(dirname "$0")"
WARM_UP_TIME=${WARM_UP_TIME:-0.3}
MEASUREMENT_TIME=${MEASUREMENT_TIME:-0.8}
export CRITERION_HOME="$PWD/target/criterion"
export URL_BENCH_META="$PWD/target/bench-meta"
if [ -z "${REPORT_ONLY:-}" ]; then
  cargo bench --no-run --bench parse --bench const_lazy --bench linear --bench paired
  rm -rf "$CRITERION_HOME" "$URL_BENCH_META"
  mkdir -p "$URL_BENCH_META"
  NICE=()
  if [ "$(id -u)" = 0 ]; then NICE=(nice -n -10); fi
  echo "before: $(cut -d' ' -f1-3 /proc/loadavg)" > "$URL_BENCH_META/load.txt"
  # the commit measured, for the report (REPORT_ONLY=1 may come after a later commit)
  echo "$(git rev-parse --short HEAD)$(git status --short -- ../url-core | grep -q . && echo ' dirty')" \
    > "$URL_BENCH_META/commit.txt"
  "${NICE[@]}" cargo bench --bench paired
  "${NICE[@]}" cargo bench --bench parse --bench const_lazy --bench linear -- \
    --warm-up-time "$WARM_UP_TIME" --measurement-time "$MEASUREMENT_TIME" --nresamples 10000 --noplot
  echo "after: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$URL_BENCH_META/load.txt"
fi
python3 report.py "$CRITERION_HOME" "$URL_BENCH_META" > target/report.md
echo "wrote $PWD/target/report.md"
python3 chart.py
