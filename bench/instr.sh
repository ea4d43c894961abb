#!/usr/bin/env bash
# Exact instruction counts (valgrind --tool=callgrind), independent of machine
# load: per URL and per byte for url_core, the floor and every peer on the
# corpus (whole and per scheme), and per byte for url_core on every input of
# the linear-cost bench. Writes target/instr.md. About 3 minutes.
set -euo pipefail
cd "$(dirname "$0")"
cargo build -q --profile bench --example instr_count
BIN=target/release/examples/instr_count
OUT=$(mktemp -d)
count() { # prints "<instructions> <urls> <bytes> <name>"
  local log
  log=$(valgrind --tool=callgrind --callgrind-out-file="$OUT/cg" --toggle-collect='*measured*' "$BIN" "$@" 2>&1)
  local ir
  ir=$(echo "$log" | sed -n 's/.*Collected : \([0-9]*\).*/\1/p')
  echo "$log" | awk -v ir="$ir" '/^urls /{print ir, $2, $4, ($8 == "" ? "-" : substr($0, index($0, "name ") + 5))}'
}
{
  echo "## Instructions (callgrind; exact, load-independent)"
  echo
  echo "Each parser on the corpus URLs it accepts. Instructions are not time (allocation, cache misses and IPC differ), but they do not move with machine load."
  echo
  echo "| scheme | url_core instr/URL | url_core instr/byte | floor instr/byte | url_core / floor | url | fluent-uri | http | iri-string | oxiri |"
  echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
  for s in all http ftp gopher mailto news nntp telnet wais file prospero; do
    read -r ci cn cb _ < <(count corpus url_core "$s")
    read -r fi fn fb _ < <(count corpus floor "$s")
    row="| $s | $((ci / cn)) | $(awk "BEGIN{printf \"%.1f\", $ci/$cb}") | $(awk "BEGIN{printf \"%.2f\", $fi/$fb}") | $(awk "BEGIN{printf \"%.2f×\", $ci/$fi}")"
    for p in url fluent-uri http iri-string oxiri; do
      read -r pi pn pb _ < <(count corpus "$p" "$s")
      if [ "$pn" = 0 ]; then row="$row | n/a"; else row="$row | $((pi / pn)) ($(awk "BEGIN{printf \"%.2f×\", ($pi/$pn)/($ci/$cn)}"))"; fi
    done
    echo "$row |"
  done
  echo
  echo "Peer cells: instructions per URL (peer / url_core per URL; url_core's count is over all URLs of the scheme)."
  echo
  echo "### Linear cost in instructions (url_core, instructions per byte)"
  echo
  echo "| input | 100 B | 1 KB | 10 KB | 100 KB | 1 MB |"
  echo "|---|---:|---:|---:|---:|---:|"
  n=$("$BIN" linear-count)
  for k in $(seq 0 $((n - 1))); do
    row=""
    name=""
    for size in 100 1000 10000 100000 1000000; do
      read -r ir _ b nm < <(count linear "$k" "$size")
      name=$nm
      row="$row | $(awk "BEGIN{printf \"%.2f\", $ir/$b}")"
    done
    echo "| $name$row |"
  done
} > target/instr.md
rm -rf "$OUT"
echo "wrote $PWD/target/instr.md"
