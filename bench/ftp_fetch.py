#!/usr/bin/env python3
"""Throughput of url_literal::client (the fetch example) against curl and
Python's ftplib, fetching one 100 MB file from a local pyftpdlib in the same
run. Reproduce from the repository root:

    sh tests/servers/setup.sh && python3 bench/ftp_fetch.py [--mb 100] [--rounds 5]

Each round runs the three clients one after the other (interleaved, so that
background load hits them alike) and checks the bytes each wrote; the table
gives the median and best rate of each (MB/s, 1 MB = 10^6 bytes) and the
client's median rate over the faster of the other two.
"""
import argparse
import ftplib
import hashlib
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mb", type=int, default=100)
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()
    size = args.mb * 1_000_000

    subprocess.run(
        ["cargo", "build", "--quiet", "--release", "-p", "url-literal", "--features", "client", "--example", "fetch"],
        cwd=ROOT, check=True,
    )
    fetch = os.path.join(os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target")), "release/examples/fetch")
    curl = shutil.which("curl")

    work = tempfile.mkdtemp(prefix="ftp-bench-")
    try:
        os.makedirs(os.path.join(work, "root"))
        data = os.urandom(size)
        digest = hashlib.sha256(data).hexdigest()
        with open(os.path.join(work, "root", "big.bin"), "wb") as f:
            f.write(data)
        del data
        server = subprocess.Popen(
            [sys.executable, os.path.join(ROOT, "tests/servers/ftpd.py"), os.path.join(work, "root")],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
        )
        try:
            port = int(server.stdout.readline().split()[1])
            url = f"ftp://127.0.0.1:{port}/big.bin;type=i"
            out = os.path.join(work, "out.bin")

            def run_fetch():
                subprocess.run([fetch, url, "-o", out], check=True, stderr=subprocess.DEVNULL)

            def run_curl():
                subprocess.run([curl, "-s", "-o", out, f"ftp://127.0.0.1:{port}/big.bin"], check=True)

            def run_ftplib():
                with open(out, "wb") as f, ftplib.FTP() as ftp:
                    ftp.connect("127.0.0.1", port)
                    ftp.login()
                    ftp.retrbinary("RETR big.bin", f.write, blocksize=65536)

            tools = [("url_literal::client (fetch)", run_fetch), ("python ftplib", run_ftplib)]
            if curl:
                tools.insert(1, ("curl", run_curl))
            rates = {name: [] for name, _ in tools}
            for _ in range(args.rounds):
                for name, run in tools:
                    if os.path.exists(out):
                        os.remove(out)
                    start = time.perf_counter()
                    run()
                    secs = time.perf_counter() - start
                    with open(out, "rb") as f:
                        got = hashlib.sha256(f.read()).hexdigest()
                    assert got == digest, f"{name} wrote other bytes"
                    rates[name].append(size / 1e6 / secs)
        finally:
            server.stdin.close()
            server.kill()
            server.wait()
    finally:
        shutil.rmtree(work, ignore_errors=True)

    print(f"{args.mb} MB from pyftpdlib on 127.0.0.1, {args.rounds} rounds, sha256 checked each time")
    print()
    print("| client | median MB/s | best MB/s |")
    print("|---|---|---|")
    for name, r in rates.items():
        print(f"| {name} | {statistics.median(r):.0f} | {max(r):.0f} |")
    mine = statistics.median(rates[tools[0][0]])
    others = [(statistics.median(r), n) for n, r in rates.items() if n != tools[0][0]]
    best, who = max(others)
    print()
    print(f"ratio: {mine / best:.2f}x the faster other ({who}); goal >= 0.9x")


main()
