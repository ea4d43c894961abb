#!/usr/bin/env python3
"""Compare `CMD INPUT...` (explain-json lines, `--grammar rfc3987`) with RFC 3987 vectors.

usage: check3987.py VECTORS.json -- CMD [ARGS...]
  e.g. check3987.py tests/conformance/rfc3987.json -- \\
           target/debug/examples/explain --json --grammar rfc3987

Inputs are appended to CMD in batches, after a `--`. For each vector it compares
`valid`; on a valid input every component the vector states (`scheme`,
`userinfo`, `host`, `port`, `port_raw`, `path`, `query`, `fragment`, `uri`, and
`authority`, which explain does not print and is rebuilt as
`[userinfo "@"] host [":" port]`); on an invalid one the error `offset`, `rule`
(any of the `|`-separated names, matched case-insensitively as a part of
explain's rule, so `fragment` accepts `ifragment`) and `section` where the vector
states them. Inputs holding a NUL cannot be passed as arguments and are
reported as skipped. Prints the first disagreements and a last line
`N passed, M failed` (`, K skipped` when some were); exit 1 on any failure.
NO_OFFSETS=1 leaves the offsets out (for a command that computes none).
"""
import json
import os
import subprocess
import sys

NO_OFFSETS = os.environ.get("NO_OFFSETS") == "1"
BATCH = 50


def authority(g):
    """The authority explain's keys describe, or None without a host."""
    if g.get("host") is None:
        return None
    a = g["host"]
    if g.get("userinfo") is not None:
        a = g["userinfo"] + "@" + a
    if g.get("port_raw") == "":
        a += ":"
    elif g.get("port") is not None:
        a += ":" + str(g["port"])
    return a


def run(cmd, inputs):
    """One explain-json object per input (an empty one where a line is missing)."""
    got = []
    for k in range(0, len(inputs), BATCH):
        batch = inputs[k:k + BATCH]
        r = subprocess.run(cmd + ["--"] + batch, capture_output=True)
        # split on "\n" only: str.splitlines() also splits inside a string
        # holding U+2028, U+2029 or U+0085, which JSON may leave unescaped
        lines = [l for l in r.stdout.decode("utf-8", "replace").split("\n") if l.startswith("{")]
        if len(lines) != len(batch):
            print(f"batch at {k}: {len(lines)} JSON lines for {len(batch)} inputs; stderr: {r.stderr[:300]!r}")
            lines = (lines + ["{}"] * len(batch))[:len(batch)]
        for l in lines:
            try:
                got.append(json.loads(l))
            except json.JSONDecodeError as e:
                print(f"batch at {k}: unreadable line {l[:120]!r}: {e}")
                got.append({})
    return got


def compare(v, g):
    """Why `g` (explain's object) disagrees with vector `v`: a list of reasons."""
    why = []
    if g.get("input") != v["input"]:
        why.append(f"input echoed as {g.get('input')!r}")
    want_valid = v["expect"] == "valid"
    if g.get("valid") is not want_valid:
        why.append(f"valid={g.get('valid')} (expected {want_valid}) {g.get('error', '')}")
    elif want_valid:
        for key, val in v.get("components", {}).items():
            have = authority(g) if key == "authority" else g.get(key)
            if have != val:
                why.append(f"{key}={have!r} (expected {val!r})")
    else:
        err = g.get("error") or {}
        if "offset" in v and not NO_OFFSETS and err.get("offset") != v["offset"]:
            why.append(f"offset={err.get('offset')} (expected {v['offset']})")
        if "rule" in v and not any(r.lower() in str(err.get("rule", "")).lower() for r in v["rule"].split("|")):
            why.append(f"rule={err.get('rule')!r} (expected {v['rule']!r})")
        if "section" in v and str(err.get("section", "")) != v["section"]:
            why.append(f"section={err.get('section')!r} (expected {v['section']!r})")
    return why


def main():
    if "--" not in sys.argv or sys.argv.index("--") != 2 or len(sys.argv) < 4:
        sys.exit(__doc__)
    vectors = json.load(open(sys.argv[1], encoding="utf-8"))
    cmd = sys.argv[3:]
    runnable = [v for v in vectors if "\0" not in v["input"]]
    skipped = len(vectors) - len(runnable)
    got = run(cmd, [v["input"] for v in runnable])
    bad = [(v["input"], why) for v, g in zip(runnable, got) if (why := compare(v, g))]
    for inp, why in bad[:int(os.environ.get("SHOW", "25"))]:
        print(f"{inp!r}: {'; '.join(why)}")
    if skipped:
        print(f"{skipped} inputs hold a NUL and cannot be passed as arguments")
    tail = f", {skipped} skipped" if skipped else ""
    print(f"{len(runnable) - len(bad)} passed, {len(bad)} failed{tail}")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
