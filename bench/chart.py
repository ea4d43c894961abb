#!/usr/bin/env python3
"""Draws the two charts of BENCHMARKS.md as hand-written SVG (python3 stdlib only).

    python3 chart.py [--report target/report.json] [--build-cost ../BENCHMARKS.md] [--out charts]

- charts/parse.svg: ns per URL of each parser (url_core, the five peers, the
  table-scan floor) on the RFC 1738 corpus and on the RFC 3986 corpus, from
  target/report.json, which report.py writes from criterion's medians at the
  end of every ./report.sh run (report.sh then runs this script).
- charts/build-cost.svg: µs of compile time per literal of each macro over a
  plain `&str` of the same strings, from the table "macro (N constants)" that
  `cargo xtask build-cost` prints; --build-cost names a file holding it:
  BENCHMARKS.md (the default, where the published run is) or the saved output
  of the xtask. The first such table in the file is used.

The output depends only on the input: no clock, no randomness, fixed number
formats, rows in a fixed order, so the same input gives the same bytes and a
regenerated chart shows up in `git diff` only when a figure moved.

Both charts have an explicit white background and dark text, so they read the
same in GitHub's light and dark themes.
"""
import argparse
import html
import json
import math
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Helvetica, Arial, sans-serif"
TEXT = "#1f2328"
MUTED = "#59636e"
GRID = "#d1d9e0"
OURS = "#0969da"
PEER = "#8c959f"
FLOOR = "#c8d1da"
GOAL = "#cf222e"

# The parsers of parse.svg, in drawing order: report.py's name and the label.
PARSERS = [
    ("url_core", "url_core"),
    ("fluent-uri", "fluent-uri"),
    ("url", "url"),
    ("http", "http::Uri"),
    ("iri-string", "iri-string"),
    ("oxiri", "oxiri"),
    ("floor", "floor (table scan)"),
]

# The project's goal for the build cost of one literal.
BUILD_COST_GOAL_US = 50


def esc(s):
    return html.escape(s, quote=True)


def text_width(s, size):
    """A rough width of `s` in px at font size `size` (for layout only)."""
    return sum(0.33 if c in "il.,:;'|!()[] " else 0.62 if c.isupper() or c in "mw" else 0.55 for c in s) * size


def fmt_num(x):
    if x >= 1000:
        return f"{x:,.0f}"
    if x >= 100:
        return f"{x:.0f}"
    if x >= 10:
        return f"{x:.1f}"
    return f"{x:.2f}"


def nice_step(vmax, ticks=6):
    """The smallest 1-2-5 step that covers `vmax` in at most `ticks` + 2 steps."""
    mag = 10 ** math.floor(math.log10(vmax / ticks))
    for m in (1, 2, 5, 10, 20):
        if math.ceil(vmax / (m * mag)) <= ticks + 2:
            return m * mag
    return 50 * mag


class Svg:
    def __init__(self, width):
        self.width = width
        self.parts = []

    def add(self, s):
        self.parts.append(s)

    def text(self, x, y, s, size=13, anchor="start", weight="normal", fill=TEXT, halo=False):
        w = ' font-weight="bold"' if weight == "bold" else ""
        a = f' text-anchor="{anchor}"' if anchor != "start" else ""
        # A white outline under the glyphs keeps a value legible where a grid or goal line crosses it.
        h = ' stroke="#ffffff" stroke-width="3" paint-order="stroke"' if halo else ""
        self.add(f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}"{a}{w} fill="{fill}"{h}>{esc(s)}</text>')

    def rect(self, x, y, w, h, fill, title=None):
        t = f"<title>{esc(title)}</title>" if title else ""
        self.add(f'<rect x="{x:.1f}" y="{y:.1f}" width="{max(w, 0):.1f}" height="{h:.1f}" fill="{fill}">{t}</rect>')

    def line(self, x1, y1, x2, y2, stroke, dash=None, width=1):
        d = f' stroke-dasharray="{dash}"' if dash else ""
        self.add(f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="{stroke}" stroke-width="{width}"{d}/>')

    def render(self, height, title):
        head = (
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{self.width}" height="{height:.0f}" '
            f'viewBox="0 0 {self.width} {height:.0f}" font-family="{esc(FONT)}" role="img">\n'
            f"<title>{esc(title)}</title>\n"
            f'<rect width="100%" height="100%" fill="#ffffff"/>\n'
        )
        return head + "\n".join(self.parts) + "\n</svg>\n"


def bar_chart(title, subtitle, sections, axis_label, notes, legend=(), goal=None):
    """Groups of horizontal bars on one shared scale.

    sections: [(heading or None, [(group label, [(value, value_text, colour, tooltip)])])];
    legend: [(colour, text)]; goal: (value, label) drawn as a dashed vertical line, or None.
    """
    width = 860
    bar_h, inner, gap, size = 18, 3, 9, 13
    bars = [bar for _, groups in sections for _, group in groups for bar in group]
    labels = [label for _, groups in sections for label, _ in groups]
    left = 20 + max(text_width(l, size) for l in labels) + 12
    right = width - 24 - max(text_width(bar[1], 12) for bar in bars)
    vmax = max(bar[0] for bar in bars)
    if goal:
        vmax = max(vmax, goal[0])
    step = nice_step(vmax)
    top_tick = math.ceil(vmax / step) * step
    scale = (right - left) / top_tick
    svg = Svg(width)
    svg.text(20, 30, title, size=17, weight="bold")
    y = 52
    for line in subtitle:
        svg.text(20, y, line, size=12, fill=MUTED)
        y += 17
    if legend:
        x = 20
        y += 4
        for colour, text in legend:
            svg.rect(x, y - 10, 12, 12, colour)
            svg.text(x + 17, y, text, size=12)
            x += 17 + text_width(text, 12) + 24
        y += 17
    y += 8
    if goal:
        y += 16  # room for the goal's label above the bars
    plot_top = y
    body = []  # drawn after the grid
    spans = []  # (top, bottom) of each section's bars
    for heading, groups in sections:
        if heading:
            body.append(("heading", y + 14, heading))
            y += 24
        top = y - gap / 2
        for label, group in groups:
            h = len(group) * bar_h + (len(group) - 1) * inner
            body.append(("label", y + h / 2 + size * 0.36, label))
            for bar in group:
                body.append(("bar", y) + tuple(bar))
                y += bar_h + inner
            y += gap - inner
        spans.append((top, y - gap / 2))
        y += 10
    plot_bottom = y - 10 - gap / 2
    # grid lines over each section's bars (not through its heading), ticks under the last
    ticks = []
    v = 0
    while v <= top_tick + 1e-9:
        ticks.append(v)
        v += step
    for y0, y1 in spans:
        for v in ticks:
            svg.line(left + v * scale, y0, left + v * scale, y1, GRID)
        svg.line(left, y0, left, y1, TEXT)
    for v in ticks:
        svg.text(left + v * scale, plot_bottom + 16, fmt_num(v) if v else "0", size=11, anchor="middle", fill=MUTED)
    svg.text((left + right) / 2, plot_bottom + 34, axis_label, size=12, anchor="middle", fill=MUTED)
    for item in body:
        if item[0] == "heading":
            svg.text(20, item[1], item[2], size=14, weight="bold")
        elif item[0] == "label":
            svg.text(left - 10, item[1], item[2], size=size, anchor="end")
        else:
            _, by, value, value_text, colour, tip = item
            svg.rect(left, by, value * scale, bar_h, colour, tip)
            svg.text(left + value * scale + 6, by + bar_h * 0.72, value_text, size=12, halo=True)
    if goal:
        gx = left + goal[0] * scale
        svg.line(gx, plot_top - 16, gx, plot_bottom, GOAL, dash="5 4", width=1.5)
        svg.text(gx + 5, plot_top - 6, goal[1], size=11, fill=GOAL)
    y = plot_bottom + 58
    for n in notes:
        svg.text(20, y, n, size=11, fill=MUTED)
        y += 15
    return svg.render(y + 4, title)


SOURCES = {
    # report.json's key: (how the pairs were timed, what a bar is, what the parenthesis is)
    "interleaved_best": (
        "Each pair: url_core and another parser timed in alternation on the same URLs (41 rounds). Each bar is",
        "its parser's fastest round, the least disturbed by other work; in parentheses the other's ÷ url_core's",
        "(above 1: url_core is faster).",
    ),
    "interleaved": (
        "Each pair: url_core and another parser timed in alternation on the same URLs (41 rounds). Each bar is",
        "its parser's median round; in parentheses the median of the rounds' ratios, the other's time ÷ url_core's",
        "(above 1: url_core is faster).",
    ),
    "criterion": (
        "Each pair: criterion's medians of url_core and another parser on the same URLs, one after the other.",
        "In parentheses: the other's time ÷ url_core's (above 1: url_core is faster).",
    ),
}


SOURCE_KEYS = {"best": "interleaved_best", "median": "interleaved", "criterion": "criterion"}


def parse_chart(report, source, groups):
    """parse.svg: for each corpus of `groups`, url_core paired with the floor and each peer, from the
    figures `source` of report.json (a key of SOURCES; a corpus without them falls back to the interleaved
    medians, then to criterion's)."""
    by_group = {c["group"]: c for c in report["corpora"]}
    sections, notes, used = [], [], set()
    for g in groups:
        c = by_group.get(g)
        if c is None:
            raise SystemExit(f"chart.py: no corpus `{g}` in the report (it has: {', '.join(by_group)})")
        # a report from before paired.rs wrote its fastest rounds, or without paired.rs: the next best
        src = next((k for k in (source, "interleaved", "criterion") if c.get(k)), source)
        pairs = {p["name"]: p for p in c.get(src) or []}
        if not pairs:
            raise SystemExit(f"chart.py: no figures for `{g}` in the report")
        used.add(src)
        rows = []
        for name, label in PARSERS:
            p = pairs.get(name)
            if p is None:
                continue
            ns, core = p["ns_per_url"], p["url_core_ns_per_url"]
            core_bar = (core, f"{fmt_num(core)} ns", OURS, f"url_core: {core:.1f} ns per URL over {p['urls']:,} URLs")
            if name == "floor":
                text, colour = f"{fmt_num(ns)} ns (url_core takes {p['ratio']:.2f}×)", FLOOR
            else:
                text, colour = f"{fmt_num(ns)} ns ({p['ratio']:.2f}×)", PEER
            other = (ns, text, colour, f"{label}: {ns:.1f} ns per URL over {p['urls']:,} URLs")
            if p["urls"] != c["urls"]:
                mark = "¹²³⁴⁵⁶⁷⁸⁹"[len(notes)]
                notes.append(f"{mark} {label}: the {p['urls']:,} of the {c['urls']:,} URLs it accepts, "
                             f"and url_core on those")
                label += mark
            rows.append((label, [core_bar, other]))
        heading = (f"{c['title']} ({c['subject']}): {c['urls']:,} URLs, "
                   f"{c['bytes'] / c['urls']:.1f} bytes per URL")
        sections.append((heading, rows))
    how = [line for src in sorted(used) for line in SOURCES[src]]
    clean = "" if report.get("url_core_clean", True) else " (with uncommitted changes)"
    load = ""
    if report.get("load_before") and report.get("load_after"):
        load = (f"; load average {report['load_before'].split()[0]} before, "
                f"{report['load_after'].split()[0]} after")
    peers = ", ".join(f"{k} {v}" for k, v in sorted(report.get("peers", {}).items()) if k != "criterion")
    date = f"Run of {report['date']}: " if report.get("date") else ""
    notes += [
        f"{date}url-core at {report['commit']}{clean}; {report['rustc']}; {report['nproc']} CPUs, {report['cpu']}{load}.",
        f"Peers: {peers}. Drawn by bench/chart.py from target/report.json (bench/report.sh).",
    ]
    legend = [(OURS, "url_core (Url::parse, Uri::parse)"), (PEER, "another parser, on the same URLs"),
              (FLOOR, "the table-scan floor")]
    return bar_chart("Parsing speed: ns per URL (shorter is faster)", how, sections, "ns per URL", notes,
                     legend=legend)


def md_cells(line):
    return [c.strip() for c in line.strip().strip("|").split("|")]


# The rows of build-cost.svg, in drawing order: how the row's label in the
# xtask's table starts (markup removed) and the label drawn. Other rows of the
# table (variants, baselines) are not drawn.
MACROS = [
    ("identity proc macro", "identity proc macro"),
    ("url_literal::url!", "url_literal::url!"),
    ("url_literal::http_url!", "url_literal::http_url!"),
    ("url_literal::uri!", "url_literal::uri!"),
    ("url_literal::http_uri!", "url_literal::http_uri!"),
    ("static_iref::iri!", None),
    ("static_iref::uri!", None),
    ("uuid::uuid!", None),
]


def build_cost_table(text):
    """The first Markdown table headed `| macro (N constants) | ...`: (N, [(label, µs, cell text)])
    for the rows of MACROS it has, in MACROS's order."""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        m = re.match(r"\|\s*macro \((\d[\d,]*) constants\)", line)
        if not m:
            continue
        head = md_cells(line)
        col = next((j for j, h in enumerate(head) if h.startswith("µs per literal")), None)
        if col is None:
            raise SystemExit(f"chart.py: the macro table at line {i + 1} has no `µs per literal` column")
        found = {}
        for row in lines[i + 2:]:
            if not row.startswith("|"):
                break
            cells = md_cells(row)
            if len(cells) <= col:
                continue
            # "`static_iref::iri!` 3.0.0 → `&'static iref::Iri`" -> "static_iref::iri! 3.0.0"
            label = re.sub(r"[*`]", "", cells[0]).split(" → ")[0].strip()
            key = next((k for k, _ in MACROS if label.startswith(k)), None)
            cell = cells[col].replace("*", "")
            try:
                us = float(cell.replace(",", ""))
            except ValueError:
                continue  # "–": not measured
            if key and key not in found:
                found[key] = (label, us, cell)
        rows = []
        for key, short in MACROS:
            if key in found:
                label, us, cell = found[key]
                rows.append((short or label, us, f"{us:,.0f}" if us == int(us) else cell))
        return int(m.group(1).replace(",", "")), rows
    raise SystemExit("chart.py: no table headed `| macro (N constants) |` found")


def build_cost_chart(count, rows, source):
    bars = []
    for label, us, cell in rows:
        if label.startswith("url_literal::"):
            colour = OURS
        elif label.startswith("identity"):
            colour = FLOOR
        else:
            colour = PEER
        bars.append((label, [(us, f"{cell} µs", colour, f"{label}: {cell} µs per literal")]))
    subtitle = [
        f"CPU time of compiling a crate of {count:,} distinct constants, per literal, over the same crate of plain",
        "&str constants of the same strings (rustc alone, debug build, non-incremental; median of the runs).",
    ]
    notes = [
        f"From the table \"macro ({count} constants)\" in {source}, measured with cargo xtask build-cost.",
        "Drawn by bench/chart.py.",
    ]
    return bar_chart("Build cost: compile time per literal (shorter is cheaper)", subtitle, [(None, bars)],
                     "µs per literal", notes, goal=(BUILD_COST_GOAL_US, f"goal ≤ {BUILD_COST_GOAL_US} µs"))


def write(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    old = path.read_text() if path.exists() else None
    path.write_text(text)
    print(f"chart.py: {'unchanged' if old == text else 'wrote'} {path}", file=sys.stderr)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--report", type=Path, default=HERE / "target" / "report.json")
    ap.add_argument("--build-cost", type=Path, default=HERE.parent / "BENCHMARKS.md")
    ap.add_argument("--out", type=Path, default=HERE / "charts")
    ap.add_argument("--source", choices=["best", "median", "criterion"], default="best",
                    help="which figures of report.json parse.svg draws: each side's fastest interleaved round "
                         "(the default: it holds up under background load), the interleaved medians, or "
                         "criterion's medians")
    ap.add_argument("--groups", default="corpus,uri-corpus",
                    help="the corpora parse.svg draws, as report.json names them (default: corpus,uri-corpus; "
                         "also corpus-100k, uri-corpus-100k)")
    a = ap.parse_args()
    if a.report.exists():
        report = json.loads(a.report.read_text())
        if not report.get("corpora"):
            raise SystemExit(f"chart.py: {a.report} holds no corpus figures (run ./report.sh)")
        write(a.out / "parse.svg", parse_chart(report, SOURCE_KEYS[a.source], a.groups.split(",")))
    else:
        print(f"chart.py: no {a.report} (run ./report.sh); parse.svg not redrawn", file=sys.stderr)
    count, rows = build_cost_table(a.build_cost.read_text())
    if not rows:
        raise SystemExit(f"chart.py: the macro table in {a.build_cost} has no figures")
    write(a.out / "build-cost.svg", build_cost_chart(count, rows, a.build_cost.name))


if __name__ == "__main__":
    main()
