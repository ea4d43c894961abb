#!/usr/bin/env bash
# Exact instruction counts (valgrind --tool=callgrind), independent of machine
# load: per URL and per byte for url_core, the floor and every peer on the
# corpus (whole and per scheme), and per byte for url_core on every input of
# the linear-cost bench, and Uri::parse against the peers on the RFC 3986
# corpus. Writes target/instr.md. About 4 minutes.
# URI_ONLY=1 ./instr.sh: only the RFC 3986 table, to target/instr3986.md.
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
uri_table() {
  echo "### RFC 3986 corpus: \`Uri::parse\` (instructions)"
  echo
  echo "\`uri_corpus()\` by kind. Peer cells: instructions per URI, then peer / url_core on exactly the URIs the peer accepts (url_core counted again on that subset)."
  echo
  echo "| kind | URIs | url_core instr/URI | url_core instr/byte | floor instr/byte | url_core / floor | url | fluent-uri | http | iri-string | oxiri |"
  echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
  for k in all api cdn oauth web http ipv6 ipv4 ws other; do
    read -r ci cn cb _ < <(count uri url_core "$k")
    read -r fi fn fb _ < <(count uri floor "$k")
    row="| $k | $cn | $((ci / cn)) | $(awk "BEGIN{printf \"%.2f\", $ci/$cb}") | $(awk "BEGIN{printf \"%.2f\", $fi/$fb}") | $(awk "BEGIN{printf \"%.2f×\", $ci/$fi}")"
    for p in url fluent-uri http iri-string oxiri; do
      read -r pi pn pb _ < <(count uri "$p" "$k")
      if [ "$pn" = 0 ]; then row="$row | n/a"; continue; fi
      if [ "$pn" = "$cn" ]; then si=$ci; sn=$cn; else read -r si sn _ _ < <(count uri url_core "$k" "$p"); fi
      row="$row | $((pi / pn)) ($(awk "BEGIN{printf \"%.2f×\", ($pi/$pn)/($si/$sn)}"))"
    done
    echo "$row |"
  done
  echo
}
if [ -n "${URI_ONLY:-}" ]; then
  uri_table > target/instr3986.md
  rm -rf "$OUT"
  echo "wrote $PWD/target/instr3986.md"
  exit 0
fi
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
  echo
  uri_table
} > target/instr.md
rm -rf "$OUT"
echo "wrote $PWD/target/instr.md"
