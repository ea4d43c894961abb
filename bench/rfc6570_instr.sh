#!/usr/bin/env bash
# Instructions (valgrind --tool=callgrind, independent of machine load) of
# RFC 6570 parse + expand per template, for benches/rfc6570.rs's sides and
# sets: ours (UriTemplate), uritemplate-next, iri-string, and on the GitHub
# set try_uri_template!. Prints a table; about 2 minutes.
set -euo pipefail
cd "$(dirname "$0")"
cargo build -q --profile bench --bench rfc6570
BIN=$(ls -t target/release/deps/rfc6570-* | grep -v '\.d$' | head -1)
count() { # instructions per case of side $1 on set $2
  local log ir cases
  log=$(RFC6570_INSTR="$1:$2" valgrind --tool=callgrind --callgrind-out-file=/dev/null --toggle-collect='*measured*' "$BIN" 2>&1)
  ir=$(echo "$log" | sed -n 's/.*Collected : \([0-9]*\).*/\1/p')
  cases=$(echo "$log" | awk '/^cases /{print $2}')
  echo $((ir / cases / 10))
}
echo "| set | ours instr/template | uritemplate-next | ÷ ours | iri-string | ÷ ours | try_uri_template! |"
echo "|---|---:|---:|---:|---:|---:|---:|"
for set in suite github; do
  o=$(count ours $set); n=$(count next $set); i=$(count iri $set)
  m=$([ $set = github ] && count macro $set || echo "")
  echo "| $set | $o | $n | $(awk "BEGIN{printf \"%.2f×\", $n/$o}") | $i | $(awk "BEGIN{printf \"%.2f×\", $i/$o}") | $m |"
done
