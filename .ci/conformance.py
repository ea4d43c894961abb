#!/usr/bin/env python3
"""Runs check.py (the repository's copy, tests/conformance/check.py, on the
copy of parse.json beside it) and passes only if every disagreement it prints
is a dispute recorded in tests/conformance/disputes.json (see the README
there). .ci/copies.py checks the copies against ../shared where it exists.

Usage: .ci/conformance.py [check.py arguments...]
       .ci/conformance.py rfc3986   (check3986.py on rfc3986.json, with explain's
                                     --json --grammar rfc3986, built first)
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

if sys.argv[1:] == ["rfc3986"]:
    # check3986.py prints its first 25 disagreements as `'input': why` and a
    # last line 'N passed, M failed'; each must be a dispute of rfc3986.json.
    disputed = {d["input"] for d in disputes if d["file"] == "rfc3986.json"}
    p = subprocess.run([sys.executable, str(repo / "tests" / "conformance" / "check3986.py"),
                        str(repo / "tests" / "conformance" / "rfc3986.json"), "--",
                        str(repo / "target" / "debug" / "examples" / "explain"), "--json", "--grammar", "rfc3986"],
                       cwd=repo, capture_output=True, text=True)
    sys.stdout.write(p.stdout)
    sys.stderr.write(p.stderr)
    lines = p.stdout.strip().splitlines()
    m = re.fullmatch(r"(\d+) passed, (\d+) failed", lines[-1] if lines else "")
    if not m:
        sys.exit(f"conformance: check3986.py did not end with 'N passed, M failed' (exit {p.returncode})")
    failed = []
    for line in lines[:-1]:
        q = re.match(r"""('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"): """, line)
        if not q:
            sys.exit(f"conformance: a check3986.py line that names no input: {line!r}")
        failed.append(ast.literal_eval(q.group(1)))
    if len(failed) != int(m.group(2)):
        sys.exit(f"conformance: check3986.py reported {m.group(2)} failures but printed {len(failed)}")
    undisputed = [f for f in failed if f not in disputed]
    if undisputed:
        sys.exit("conformance: rfc3986.json failures that are not disputes:\n"
                 + "\n".join(f"  {f!r}" for f in undisputed))
    print(f"conformance: rfc3986.json: {m.group(1)} passed; {len(failed)} failed, each a recorded dispute "
          f"(tests/conformance/disputes.json); {len(disputed) - len(failed)} disputes settled in rfc3986.json")
    sys.exit(0)

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
