#!/usr/bin/env python3
"""Run the uritemplate-test suite (rfc6570/*.json) through `CMD` (explain-json lines, `--grammar rfc6570`).

usage: check6570.py SUITE_DIR -- CMD [ARGS...]
  e.g. check6570.py tests/conformance/rfc6570 -- \\
           target/debug/examples/explain --json --grammar rfc6570

For each group of each of the four files, CMD gets `--vars` with the group's
variables (as JSON, in the file's order) and the group's templates after a
`--`. A case whose expected value is a string (or a list of alternatives)
passes when `expansion` equals it (or one of them); a case expected `false`
passes when the template is invalid or its `expansion` is null (refused).
Prints the failures, then `N passed, M failed`; exit 1 on any failure.
"""
import json
import os
import subprocess
import sys

FILES = ["spec-examples.json", "spec-examples-by-section.json", "extended-tests.json", "negative-tests.json"]


def main():
    if len(sys.argv) < 4 or sys.argv[2] != "--":
        sys.exit(__doc__)
    directory, cmd = sys.argv[1], sys.argv[3:]
    passed = failed = 0
    for name in FILES:
        with open(os.path.join(directory, name), encoding="utf-8") as f:
            groups = json.load(f)
        for group, g in groups.items():
            cases = g["testcases"]
            templates = [c[0] for c in cases]
            r = subprocess.run(cmd + ["--vars", json.dumps(g["variables"]), "--"] + templates, capture_output=True)
            lines = [l for l in r.stdout.decode("utf-8").split("\n") if l.startswith("{")]
            if len(lines) != len(cases):
                print(f"{name} {group}: {len(lines)} lines for {len(cases)} templates; stderr: {r.stderr[:300]!r}")
                failed += len(cases)
                continue
            for (template, want), line in zip(cases, lines):
                got = json.loads(line)
                expansion = got.get("expansion") if got.get("valid") else None
                if want is False:
                    ok = expansion is None
                else:
                    ok = expansion in (want if isinstance(want, list) else [want])
                if ok:
                    passed += 1
                else:
                    failed += 1
                    print(f"{name} {group}: {template!r} gave {expansion!r}, expected {want!r}")
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


main()
