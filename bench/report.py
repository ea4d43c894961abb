#!/usr/bin/env python3
"""Turns criterion's medians (target/criterion/**/new/estimates.json) and the
benches' metadata (target/bench-meta/*.tsv) into markdown tables.

Usage: python3 report.py [CRITERION_DIR [META_DIR]] > report.md

It also writes the whole-corpus figures (RFC 1738 and RFC 3986; criterion's
and paired.rs's) to target/report.json, which chart.py turns into
charts/parse.svg.

Times are criterion's median of the per-iteration time. One iteration of a
corpus bench parses every URL of its subset once, so ns/URL = median / URLs.
MB/s uses MB = 10^6 bytes. A ratio "peer / url_core" is measured on exactly
the subset the peer accepts, timed in the same run.
"""
import json
import os
import platform
import re
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
CRIT = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE / "target" / "criterion"
META = Path(sys.argv[2]) if len(sys.argv) > 2 else HERE / "target" / "bench-meta"

PEERS = ["url", "fluent-uri", "http", "iri-string", "oxiri"]
SCHEMES = ["http", "ftp", "gopher", "mailto", "news", "nntp", "telnet", "wais", "file", "prospero"]
SIZES = [100, 1000, 10000, 100000, 1000000]


def load_benches():
    """{(group, function, value): (median_ns, throughput_bytes)}"""
    out = {}
    for bj in CRIT.glob("**/new/benchmark.json"):
        est = bj.parent / "estimates.json"
        if not est.exists():
            continue
        b = json.loads(bj.read_text())
        e = json.loads(est.read_text())
        tp = (b.get("throughput") or {}).get("Bytes")
        out[(b["group_id"], b.get("function_id") or "", b.get("value_str") or "")] = (
            e["median"]["point_estimate"],
            tp,
        )
    return out


def load_meta():
    subsets, rejected, sizes = {}, [], {}
    for p in [META / "parse.tsv", META / "parse3986.tsv"]:
        if not p.exists():
            continue
        for line in p.read_text().splitlines():
            f = line.split("\t")
            if f[0] == "subset":
                subsets[(f[1], f[2])] = (int(f[3]), int(f[4]))
            elif f[0] == "rejected":
                rejected.append((f[1], f[2], f[3]))
            elif f[0].startswith("size_of"):
                sizes[f[0]] = int(f[1])
    return subsets, rejected, sizes


B = load_benches()
SUBSETS, REJECTED, SIZEOF = load_meta()


def t(group, func, value):
    v = B.get((group, func, value))
    return v[0] if v else None


def fmt_ns(x):
    if x is None:
        return "–"
    if x >= 100:
        return f"{x:,.0f}"
    if x >= 10:
        return f"{x:.1f}"
    return f"{x:.2f}"


def fmt_ratio(x):
    return "–" if x is None else f"{x:.2f}×"


def mbps(ns, nbytes):
    return None if ns is None or not nbytes else nbytes / ns * 1000.0


def fmt_mbps(x):
    return "–" if x is None else f"{x:,.0f}"


def core_on(group, peer):
    """url_core's time on the subset `peer` accepts in `group`."""
    v = t(group, "url_core", peer)
    return v if v is not None else t(group, "url_core", "all")


def sh(cmd):
    try:
        return subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=30).stdout.strip()
    except Exception:
        return "?"


def lock_versions():
    lock = HERE / "Cargo.lock"
    if not lock.exists():
        return {}
    text = lock.read_text()
    out = {}
    for m in re.finditer(r'\[\[package\]\]\nname = "([^"]+)"\nversion = "([^"]+)"', text):
        out[m.group(1)] = m.group(2)
    return out


def measured_commit():
    """(commit, url-core dirty?) as report.sh recorded them when the benches ran, else as they are now."""
    cp = META / "commit.txt"
    if cp.exists():
        f = cp.read_text().split()
        return f[0], len(f) > 1
    return sh(f"git -C {HERE} rev-parse --short HEAD"), bool(sh(f"git -C {HERE.parent} status --short -- url-core"))


def machine():
    cpu = sh("lscpu | sed -n 's/^Model name: *//p'") or platform.processor()
    v = lock_versions()
    print("## Machine")
    print()
    print(f"- `nproc`: {sh('nproc')}; CPU: {cpu}; {sh('uname -sr')}")
    print(f"- `{sh('rustc -V')}`, `{sh('cargo -V')}`")
    head, dirty = measured_commit()
    print(f"- url-core at commit `{head}`" + (" with uncommitted changes to url-core" if dirty else " (url-core clean)"))
    print("- peers: " + ", ".join(f"`{k}` {v[k]}" for k in ["url", "fluent-uri", "http", "iri-string", "oxiri", "criterion"] if k in v))
    lp = META / "load.txt"
    if lp.exists():
        print("- load average (1, 5, 15 min) " + "; ".join(lp.read_text().split("\n")).strip("; "))
    if SIZEOF:
        print(
            f"- `size_of::<url_core::Url>()` = {SIZEOF.get('size_of_url')} bytes; "
            f"`Result<Url, ParseError>` = {SIZEOF.get('size_of_result')}; `ParseError` = {SIZEOF.get('size_of_parse_error')}"
        )
    print()


def corpus_table(group="corpus", title="Whole corpus"):
    n_all, bytes_all = SUBSETS.get((group, "all"), (0, 0))
    core = t(group, "url_core", "all")
    floor = t(group, "floor", "all")
    if not n_all:
        return None, {}
    print(f"## {title} ({n_all:,} URLs, {bytes_all:,} bytes, {bytes_all / max(n_all, 1):.1f} bytes/URL)")
    print()
    print("| parser | URLs timed (accepted) | ns/URL | MB/s | url_core ns/URL, same URLs | peer / url_core |")
    print("|---|---:|---:|---:|---:|---:|")
    print(f"| **url_core** | {n_all:,} | {fmt_ns(core / n_all if core else None)} | {fmt_mbps(mbps(core, bytes_all))} | | |")
    print(f"| floor (table scan) | {n_all:,} | {fmt_ns(floor / n_all if floor else None)} | {fmt_mbps(mbps(floor, bytes_all))} | | url_core / floor = **{fmt_ratio(core / floor if core and floor else None)}** |")
    ratios = {}
    for p in PEERS:
        n, nb = SUBSETS.get((group, p), (0, 0))
        pt = t(group, p, p)
        ct = core_on(group, p)
        r = pt / ct if pt and ct else None
        ratios[p] = r
        print(
            f"| {p} | {n:,} | {fmt_ns(pt / n if pt and n else None)} | {fmt_mbps(mbps(pt, nb))} | "
            f"{fmt_ns(ct / n if ct and n else None)} | **{fmt_ratio(r)}** |"
        )
    print()
    return core / floor if core and floor else None, ratios


def scheme_tables():
    print("## Per scheme")
    print()
    print("Each scheme from its own 20,000 URLs (`scheme_corpus`), drawn as in the corpus: a few hundred URLs parsed "
          "over and over are learned by the branch predictor and flatter every parser.")
    print()
    print("ns/URL (each peer on the URLs of that scheme it accepts; `n/a` where it accepts none):")
    print()
    times, ratios = [], []
    for s in SCHEMES:
        g = f"scheme-{s}"
        n, nb = SUBSETS.get((s, "all"), (0, 0))
        if not n:
            continue
        c = t(g, "url_core", "all")
        f = t(g, "floor", "all")
        time_cells, ratio_cells = [], []
        for p in PEERS:
            pn, _ = SUBSETS.get((s, p), (0, 0))
            pt = t(g, p, p)
            ct = core_on(g, p)
            time_cells.append(fmt_ns(pt / pn) if pt and pn else "n/a")
            label = fmt_ratio(pt / ct) if pt and ct else "n/a"
            if pn and pn != n:
                label += f" ({pn}/{n})"
            ratio_cells.append(label)
        times.append(
            f"| {s} | {n} | {nb / n:.1f} | {fmt_ns(c / n if c else None)} | {fmt_ns(f / n if f else None)} | "
            f"{fmt_ratio(c / f if c and f else None)} | " + " | ".join(time_cells) + " |"
        )
        ratios.append(f"| {s} | {fmt_mbps(mbps(c, nb))} | " + " | ".join(ratio_cells) + " |")
    print("| scheme | URLs | bytes/URL | url_core | floor | url_core / floor | " + " | ".join(PEERS) + " |")
    print("|---|---:|---:|---:|---:|---:|" + "---:|" * len(PEERS))
    print("\n".join(times))
    print()
    print("Ratios peer / url_core (same URLs, same run; >1 means url_core is faster), and url_core's MB/s:")
    print()
    print("| scheme | url_core MB/s | " + " | ".join(PEERS) + " |")
    print("|---|---:|" + "---:|" * len(PEERS))
    print("\n".join(ratios))
    print()


def long_table():
    names = sorted({g[len("long-"):] for (g, _, _) in B if g.startswith("long-")},
                   key=lambda x: (int(x.rsplit("-", 1)[1].rstrip("K")), x))
    if not names:
        return
    print("## Long inputs (MB/s; in parentheses: peer time / url_core time)")
    print()
    print("| input | bytes | url_core | floor | url_core / floor | " + " | ".join(PEERS) + " |")
    print("|---|---:|---:|---:|---:|" + "---:|" * len(PEERS))
    for name in names:
        g = f"long-{name}"
        _, nb = SUBSETS.get((name, "all"), (1, 0))
        c = t(g, "url_core", "all")
        f = t(g, "floor", "all")
        cells = []
        for p in PEERS:
            pt = t(g, p, p)
            cells.append(f"{fmt_mbps(mbps(pt, nb))} ({fmt_ratio(pt / c)})" if pt and c else "rejects")
        print(
            f"| {name} | {nb:,} | {fmt_mbps(mbps(c, nb))} | {fmt_mbps(mbps(f, nb))} | {fmt_ratio(c / f if c and f else None)} | "
            + " | ".join(cells) + " |"
        )
    print()


def const_table():
    rows = [(f, v[0]) for (g, f, _), v in B.items() if g == "const-vs-lazy"]
    if not rows:
        return
    order = ["baseline", "url! const", "Url::parse_const in const", "url! static", "LazyLock<url::Url> warm", "LazyLock<url::Url> cold",
             "LazyLock<url_core::Url> cold", "url_core::Url::parse_const at run time"]
    rows.sort(key=lambda r: next((i for i, o in enumerate(order) if r[0].startswith(o)), 99))
    print("## Const values versus lazy parsing (read the host of one http URL)")
    print()
    print("| how the URL is held | ns per read |")
    print("|---|---:|")
    for f, ns in rows:
        print(f"| {f} | {fmt_ns(ns)} |")
    print()


def linear_table():
    groups = sorted({g for (g, _, _) in B if g.startswith("linear-")})
    if not groups:
        return True, None
    meta = {}
    lp = META / "linear.tsv"
    if lp.exists():
        for line in lp.read_text().splitlines():
            f = line.split("\t")
            meta[f[0]] = (f[1], f[2])
    print("## Linear cost (url_core, ns per byte; input sizes are approximate)")
    print()
    print("| input | valid | " + " | ".join(f"{s:,} B" for s in SIZES) + " | 1 MB / 1 KB | 1 MB MB/s |")
    print("|---|:-:|" + "---:|" * len(SIZES) + "---:|---:|")
    worst = 0.0
    ok = True
    for g in groups:
        name = g[len("linear-"):]
        for func in ["url_core", "floor"]:
            per = {}
            for s in SIZES:
                v = B.get((g, func, str(s)))
                if v and v[1]:
                    per[s] = v[0] / v[1]
            if not per:
                continue
            growth = per[1000000] / per[1000] if 1000000 in per and 1000 in per else None
            if func == "url_core" and growth is not None:
                worst = max(worst, growth)
                ok = ok and growth <= 2.0
            valid, label = meta.get(name, ("?", name))
            v1m = B.get((g, func, "1000000"))
            label = label if func == "url_core" else f"{label}: floor"
            early = per.get(1000000, 1) < 0.01
            if early:
                label += " (error found in the first bytes: constant time)"
            print(f"| {label} | {valid} | " + " | ".join(f"{per[s]:.3f}" if s in per else "–" for s in SIZES)
                  + f" | {fmt_ratio(growth)} | {'–' if early else fmt_mbps(mbps(v1m[0], v1m[1]) if v1m else None)} |")
    print()
    return ok, worst


def load_paired():
    out = {}
    p = META / "paired.tsv"
    if p.exists():
        for line in p.read_text().splitlines():
            # the two fastest rounds (both sides) came later: a file without them has None
            g, name, n, nb, tp, tc, r, *best = line.split("\t")
            bp, bc = (float(best[0]), float(best[1])) if len(best) == 2 else (None, None)
            out[(g, name)] = (int(n), int(nb), float(tp), float(tc), float(r), bp, bc)
    return out


PAIRED = load_paired()


def paired_table():
    if not PAIRED:
        return {}
    print("## Interleaved ratios (cross-check, robust to background load)")
    print()
    print("`benches/paired.rs`: 41 rounds, each timing url_core and the other side back to back on the same URLs; "
          "median of the per-round ratios. Floor column: url_core / floor; peer columns: peer / url_core. "
          "`corpus-by-scheme`: the corpus's URLs grouped by scheme; `corpus-100k`: 100,000 URLs drawn like the "
          "corpus, more than the branch predictor can learn.")
    print()
    print("| group | url_core ns/URL | floor: url_core / floor | " + " | ".join(PEERS) + " |")
    print("|---|---:|---:|" + "---:|" * len(PEERS))
    for g in ["corpus", "corpus-by-scheme", "corpus-100k"] + [f"scheme-{s}" for s in SCHEMES]:
        f = PAIRED.get((g, "floor"))
        if not f:
            continue
        cells = [fmt_ratio(PAIRED[(g, p)][4]) if (g, p) in PAIRED else "n/a" for p in PEERS]
        print(f"| {g} | {fmt_ns(f[3] / f[0])} | {fmt_ratio(f[4])} | " + " | ".join(cells) + " |")
    print()
    return {p: PAIRED[("corpus", p)][4] for p in ["floor"] + PEERS if ("corpus", p) in PAIRED}


def uri_paired_table():
    """The RFC 3986 groups of benches/paired.rs (url_core is Uri::parse)."""
    groups = ["uri-corpus", "uri-corpus-by-kind", "uri-corpus-100k"]
    if not any((g, "floor") in PAIRED for g in groups):
        return {}
    print("## RFC 3986: interleaved ratios (`Uri::parse`)")
    print()
    print("As above, with `Uri::parse` as url_core. Peer columns: peer / url_core (above 1: url_core is faster); "
          "the project's goals are fluent-uri ≥ 1.43 (url_core ≤ 0.7× its time) and url ≥ 10.")
    print()
    print("| group | url_core ns/URI | floor: url_core / floor | " + " | ".join(PEERS) + " |")
    print("|---|---:|---:|" + "---:|" * len(PEERS))
    for g in groups:
        f = PAIRED.get((g, "floor"))
        if not f:
            continue
        cells = [fmt_ratio(PAIRED[(g, p)][4]) if (g, p) in PAIRED else "n/a" for p in PEERS]
        print(f"| {g} | {fmt_ns(f[3] / f[0])} | {fmt_ratio(f[4])} | " + " | ".join(cells) + " |")
    print()
    return {p: PAIRED[("uri-corpus", p)][4] for p in PEERS if ("uri-corpus", p) in PAIRED}


def fastest_table():
    """The fastest rounds of paired.rs, both sides, for the whole-corpus groups (what charts/parse.svg draws)."""
    groups = ["corpus", "corpus-100k", "uri-corpus", "uri-corpus-100k"]
    rows = [(g, p) for g in groups for p in ["floor"] + PEERS if PAIRED.get((g, p), (None,) * 7)[5] is not None]
    if not rows:
        return
    print("## Interleaved, fastest rounds (what `charts/parse.svg` draws)")
    print()
    print("Each pair's fastest of its 41 rounds, per side: background load only adds time, so these move least "
          "with it. ns per URL; ratio: the other's / url_core's (for the floor, url_core's / the floor's).")
    print()
    print("| group | other | URLs | url_core ns/URL | other ns/URL | ratio |")
    print("|---|---|---:|---:|---:|---:|")
    for g, p in rows:
        n, _, _, _, _, bp, bc = PAIRED[(g, p)]
        r = bc / bp if p == "floor" else bp / bc
        print(f"| {g} | {p} | {n:,} | {fmt_ns(bc / n)} | {fmt_ns(bp / n)} | {fmt_ratio(r)} |")
    print()


def corpus_figures(group, title, subject):
    """One corpus for report.json, or None: url_core against the floor and each peer, as pairs timed on the
    same URLs, from criterion's medians and from the interleaved rounds of paired.rs.

    A pair: the other side's `name`, the `urls` and `bytes` both were timed on, both sides' ns per URL, and
    `ratio` as in the tables (the peer's time / url_core's; for the floor, url_core's / the floor's).
    `criterion`: the medians; `interleaved`: the medians of paired.rs's rounds and the median of the rounds'
    ratios; `interleaved_best`: each side's fastest round, and their ratio."""
    n_all, bytes_all = SUBSETS.get((group, "all"), (0, 0))
    if not n_all and (group, "floor") in PAIRED:
        n_all, bytes_all = PAIRED[(group, "floor")][:2]
    if not n_all:
        return None
    crit = []
    core, floor = t(group, "url_core", "all"), t(group, "floor", "all")
    if core is not None and floor is not None:
        crit.append({"name": "floor", "urls": n_all, "bytes": bytes_all, "ns_per_url": floor / n_all,
                     "url_core_ns_per_url": core / n_all, "ratio": core / floor})
    for p in PEERS:
        n, nb = SUBSETS.get((group, p), (0, 0))
        pt, ct = t(group, p, p), core_on(group, p)
        if n and pt is not None and ct is not None:
            crit.append({"name": p, "urls": n, "bytes": nb, "ns_per_url": pt / n, "url_core_ns_per_url": ct / n,
                         "ratio": pt / ct})
    inter, best = [], []
    for p in ["floor"] + PEERS:
        if (group, p) in PAIRED:
            n, nb, tp, tc, r, bp, bc = PAIRED[(group, p)]
            inter.append({"name": p, "urls": n, "bytes": nb, "ns_per_url": tp / n, "url_core_ns_per_url": tc / n,
                          "ratio": r})
            if bp is not None:
                best.append({"name": p, "urls": n, "bytes": nb, "ns_per_url": bp / n, "url_core_ns_per_url": bc / n,
                             "ratio": bc / bp if p == "floor" else bp / bc})
    return {"group": group, "title": title, "subject": subject, "urls": n_all, "bytes": bytes_all,
            "url_core_ns_per_url": core / n_all if core is not None else None,
            "criterion": crit, "interleaved": inter, "interleaved_best": best}


def write_json(path):
    """target/report.json: the run's machine and its whole-corpus figures."""
    v = lock_versions()
    lp = META / "load.txt"
    load = dict(l.split(": ", 1) for l in lp.read_text().splitlines() if ": " in l) if lp.exists() else {}
    corpora = [corpus_figures("corpus", "RFC 1738 corpus", "Url::parse"),
               corpus_figures("uri-corpus", "RFC 3986 corpus", "Uri::parse"),
               corpus_figures("corpus-100k", "RFC 1738 corpus, 100,000 URLs", "Url::parse"),
               corpus_figures("uri-corpus-100k", "RFC 3986 corpus, 100,000 URIs", "Uri::parse")]
    # The day of the run: when the benches wrote load.txt (not today, for REPORT_ONLY=1).
    commit, dirty = measured_commit()
    day = time.strftime("%Y-%m-%d", time.gmtime(lp.stat().st_mtime)) if lp.exists() else None
    doc = {
        "generated_by": "bench/report.py",
        "date": day,
        "commit": commit,
        "url_core_clean": not dirty,
        "nproc": sh("nproc"),
        "cpu": sh("lscpu | sed -n 's/^Model name: *//p'") or platform.processor(),
        "rustc": sh("rustc -V"),
        "peers": {k: v[k] for k in ["url", "fluent-uri", "http", "iri-string", "oxiri", "criterion"] if k in v},
        "load_before": load.get("before"),
        "load_after": load.get("after"),
        "corpora": [c for c in corpora if c],
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc, indent=1, sort_keys=True) + "\n")


def main():
    write_json(HERE / "target" / "report.json")
    print("<!-- generated by bench/report.py from target/criterion -->")
    print()
    machine()
    core_floor, ratios = corpus_table()
    scheme_tables()
    long_table()
    const_table()
    lin_ok, worst = linear_table()
    pr = paired_table()
    _, uri_ratios = corpus_table("uri-corpus", "RFC 3986 corpus, `Uri::parse`")
    uri_pr = uri_paired_table()
    fastest_table()
    instr = HERE / "target" / "instr.md"
    if instr.exists():
        print(instr.read_text().replace("## Instructions", "## Instructions (from bench/instr.sh)", 1))
    if REJECTED:
        print("## What each peer rejected (one example per scheme)")
        print()
        for p, s, u in REJECTED:
            print(f"- {p}, {s}: `{u}`")
        print()
    print("## Goals")
    print()

    def goal(name, ok, detail):
        print(f"| {name} | {detail} | {'**met**' if ok else '**not met**'} |")

    print("| goal | criterion medians | interleaved cross-check | |")
    print("|---|---|---|---|")
    fl = ratios.get("fluent-uri")
    ur = ratios.get("url")
    goal("≥ 2× faster than fluent-uri (corpus)", fl is not None and fl >= 2,
         f"{fmt_ratio(fl)} | {fmt_ratio(pr.get('fluent-uri'))}")
    goal("≥ 10× faster than url (corpus)", ur is not None and ur >= 10, f"{fmt_ratio(ur)} | {fmt_ratio(pr.get('url'))}")
    goal("within 2× of the table-scan floor (corpus, per URL)", core_floor is not None and core_floor <= 2,
         f"url_core / floor = {fmt_ratio(core_floor)} | {fmt_ratio(pr.get('floor'))}")
    goal("linear cost (ns/byte at 1 MB ≤ 2× ns/byte at 1 KB, every input)", lin_ok,
         f"worst 1 MB / 1 KB per-byte ratio {fmt_ratio(worst)} | –")
    fl3, ur3 = uri_ratios.get("fluent-uri"), uri_ratios.get("url")
    goal("RFC 3986: `Uri::parse` ≤ 0.7× fluent-uri's time (ratio ≥ 1.43)", fl3 is not None and fl3 >= 1 / 0.7,
         f"{fmt_ratio(fl3)} | {fmt_ratio(uri_pr.get('fluent-uri'))}")
    goal("RFC 3986: `Uri::parse` ≤ 0.1× url's time (ratio ≥ 10)", ur3 is not None and ur3 >= 10,
         f"{fmt_ratio(ur3)} | {fmt_ratio(uri_pr.get('url'))}")
    print()


if __name__ == "__main__":
    main()
