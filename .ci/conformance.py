#!/usr/bin/env python3
"""Runs check.py (the repository's copy, tests/conformance/check.py, on the
copy of parse.json beside it) and passes only if every disagreement it prints
is a dispute recorded in tests/conformance/disputes.json (see the README
there). .ci/copies.py checks the copies against ../shared where it exists.

Usage: .ci/conformance.py [check.py arguments...]
"""
import ast
import json
import pathlib
import re
import subprocess
import sys

repo = pathlib.Path(__file__).resolve().parent.parent
check = repo / "tests" / "conformance" / "check.py"
disputes = json.loads((repo / "tests" / "conformance" / "disputes.json").read_text())
disputed = {d["input"] for d in disputes if d["file"] == "parse.json"}

p = subprocess.run([sys.executable, str(check), "--show", "100000", *sys.argv[1:]],
                   cwd=repo, capture_output=True, text=True)
sys.stdout.write(p.stdout)
sys.stderr.write(p.stderr)
lines = p.stdout.strip().splitlines()
m = re.fullmatch(r"(\d+) passed, (\d+) failed", lines[-1] if lines else "")
if not m:
    sys.exit(f"conformance: check.py did not end with 'N passed, M failed' (exit {p.returncode})")
failed = [ast.literal_eval(re.match(r"FAIL (.+?) \[", l).group(1)) for l in lines if l.startswith("FAIL ")]
if len(failed) != int(m.group(2)):
    sys.exit(f"conformance: check.py reported {m.group(2)} failures but printed {len(failed)}")
undisputed = [f for f in failed if f not in disputed]
if undisputed:
    sys.exit("conformance: failures that are not disputes:\n" + "\n".join(f"  {f!r}" for f in undisputed))
print(f"conformance: {m.group(1)} passed; {len(failed)} failed, each a recorded dispute "
      f"(tests/conformance/disputes.json); {len(disputed) - len(failed)} disputes settled in parse.json")
