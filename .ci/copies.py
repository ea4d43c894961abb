#!/usr/bin/env python3
"""Compares the repository's copies of the shared files with their originals.

The tests read copies kept in the repository, so that a clone tests alone:
tests/conformance/ (vectors and checkers, beside this project's own README.md,
disputes.json and RFC 3987 vectors) copies ../shared/conformance/, tests/spec/ copies
../shared/spec/, and docs/ copies the design (DESIGN.md) and the format of
`explain --json` (explain-json.md) from ../shared/. Where ../shared sits beside the repository (as in CI), every
copy must be byte-identical to its original; this fails naming each copy that
differs, or whose original is gone, and prints the commands that update them.
Originals that no test reads (and prose) are not copied, only listed. Without
../shared it says so and passes: the copies are then all there is.

Usage: .ci/copies.py
"""
import filecmp
import pathlib
import sys

repo = pathlib.Path(__file__).resolve().parent.parent
shared = repo.parent / "shared"
# (copy directory, original directory, files of the copy directory that are
# this project's own, not copies)
PAIRS = [
    # The RFC 3987 vectors were gathered by this project (tests/conformance/rfc3987-README.md),
    # and those of the schemes read by their own RFCs (tests/conformance/schemes-README.md).
    ("tests/conformance", "conformance",
     {"README.md", "disputes.json", "rfc3987.json", "check3987.py", "check6570.py", "rfc3987-README.md",
      "schemes-README.md", "data-urls.json", "python-pathname2url.json", "scheme-examples.json",
      "url-file-paths.json"}),
    # The uritemplate-test suite (RFC 6570), its four files, LICENSE and notes.
    ("tests/conformance/rfc6570", "conformance/rfc6570", set()),
    ("tests/spec", "spec", set()),
    # The design and explain's JSON format, which the README, the code and the
    # tests cite (tests/tests/all/conformance.rs reads explain-json.md).
    ("docs", ".", set()),
]

if not shared.is_dir():
    print(f"copies: no ../shared beside the repository ({shared}): nothing to compare; "
          f"the tests read the copies in {', '.join(c for c, _, _ in PAIRS)}")
    sys.exit(0)

problems, commands, not_copied, same = [], [], [], 0
for copy_dir, original_dir, own in PAIRS:
    copies = sorted(p.name for p in (repo / copy_dir).iterdir() if p.is_file() and p.name not in own)
    originals = sorted(p.name for p in (shared / original_dir).iterdir() if p.is_file())
    for name in copies:
        copy, original = f"{copy_dir}/{name}", str(pathlib.PurePosixPath("../shared", original_dir, name))
        if name not in originals:
            problems.append(f"{copy}: {original} is gone")
            commands.append(f"git rm {copy}   # after taking it out of the tests")
        elif not filecmp.cmp(repo / copy, shared / original_dir / name, shallow=False):
            problems.append(f"{copy} differs from {original}")
            commands.append(f"cp {original} {copy}")
        else:
            same += 1
    not_copied += [str(pathlib.PurePosixPath("../shared", original_dir, n)) for n in originals if n not in copies]

if not_copied:
    print("copies: not copied (prose, or read by no test): " + ", ".join(not_copied))
if problems:
    print(f"copies: {len(problems)} of the repository's copies of ../shared are out of date:")
    for p in problems:
        print(f"  {p}")
    print("update them from the repository root with:")
    for c in commands:
        print(f"  {c}")
    print("then run `cargo test --workspace` (a changed vector may need tests/conformance/disputes.json "
          "or the code to follow) and commit the copies")
    sys.exit(1)
print(f"copies: {same} files identical to ../shared ({', '.join(c for c, _, _ in PAIRS)})")
