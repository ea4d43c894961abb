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

# Issue 19's goal for the build cost of one literal.
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


def bar_chart(title, subtitle, sections, axis_label, notes, goal=None):
    """Horizontal bars on one shared scale.

    sections: [(heading or None, [(label, value, value_text, colour, tooltip)])];
    goal: (value, label) drawn as a dashed vertical line, or None.
    """
    width = 860
    bar_h, gap, size = 20, 6, 13
    labels = [r[0] for _, rows in sections for r in rows]
    left = 20 + max(text_width(l, size) for l in labels) + 12
    value_room = 20 + max(text_width(r[2], 12) for _, rows in sections for r in rows)
    right = width - 20 - value_room
    vmax = max(r[1] for _, rows in sections for r in rows)
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
    y += 8
    if goal:
        y += 16  # room for the goal's label above the bars
    plot_top = y
    body = []  # drawn after the grid
    for heading, rows in sections:
        if heading:
            body.append(("heading", y + 14, heading))
            y += 24
        for label, value, value_text, colour, tip in rows:
            body.append(("bar", y, label, value, value_text, colour, tip))
            y += bar_h + gap
        y += 8
    plot_bottom = y - 8
    # grid and ticks
    v = 0
    while v <= top_tick + 1e-9:
        x = left + v * scale
        svg.line(x, plot_top, x, plot_bottom, GRID)
        svg.text(x, plot_bottom + 16, fmt_num(v) if v else "0", size=11, anchor="middle", fill=MUTED)
        v += step
    svg.text((left + right) / 2, plot_bottom + 34, axis_label, size=12, anchor="middle", fill=MUTED)
    for item in body:
        if item[0] == "heading":
            svg.text(20, item[1], item[2], size=14, weight="bold")
            continue
        _, by, label, value, value_text, colour, tip = item
        svg.text(left - 10, by + bar_h * 0.72, label, size=size, anchor="end")
        svg.rect(left, by, value * scale, bar_h, colour, tip)
        svg.text(left + value * scale + 6, by + bar_h * 0.72, value_text, size=12, halo=True)
    svg.line(left, plot_top, left, plot_bottom, TEXT)
    if goal:
        gx = left + goal[0] * scale
        svg.line(gx, plot_top - 16, gx, plot_bottom, GOAL, dash="5 4", width=1.5)
        svg.text(gx + 5, plot_top - 6, goal[1], size=11, fill=GOAL)
    y = plot_bottom + 58
    for n in notes:
        svg.text(20, y, n, size=11, fill=MUTED)
        y += 15
    return svg.render(y + 4, title)


def parse_chart(report):
    sections = []
    notes = []
    for c in report["corpora"]:
        by_name = {p["name"]: p for p in c["parsers"]}
        rows = []
        for name, label in PARSERS:
            p = by_name.get(name)
            if p is None:
                continue
            ns = p["ns_per_url"]
            if name == "url_core":
                text, colour = f"{fmt_num(ns)} ns", OURS
            elif name == "floor":
                text, colour = f"{fmt_num(ns)} ns  (url_core {p['ratio']:.2f}×)", FLOOR
            else:
                text, colour = f"{fmt_num(ns)} ns  ({p['ratio']:.2f}×)", PEER
            if p["urls"] != c["urls"]:
                mark = "*" * (len(notes) + 1)
                label += mark
                notes.append(f"{mark} {label.rstrip('*')}: the {p['urls']:,} of the {c['title']}'s {c['urls']:,} URLs "
                             f"it accepts (url_core timed again on those)")
            tip = f"{label}: {ns:.1f} ns per URL over {p['urls']:,} URLs"
            rows.append((label, ns, text, colour, tip))
        heading = (f"{c['title']} ({c['subject']}): {c['urls']:,} URLs, "
                   f"{c['bytes'] / c['urls']:.1f} bytes per URL")
        sections.append((heading, rows))
    subtitle = [
        "Criterion medians of one run. In parentheses: the parser's time ÷ url_core's on the same URLs",
        "(above 1: url_core is faster); for the floor, url_core's time ÷ the floor's.",
    ]
    clean = "" if report.get("url_core_clean", True) else " (with uncommitted changes)"
    load = ""
    if report.get("load_before") and report.get("load_after"):
        load = (f"; load average before {report['load_before'].split()[0]}, "
                f"after {report['load_after'].split()[0]}")
    peers = ", ".join(f"{k} {v}" for k, v in sorted(report.get("peers", {}).items()) if k != "criterion")
    notes += [
        f"url-core at {report['commit']}{clean}; {report['rustc']}; {report['nproc']} × {report['cpu']}{load}.",
        f"Peers: {peers}. Drawn by bench/chart.py from target/report.json (bench/report.sh).",
    ]
    return bar_chart("Parsing speed: ns per URL (shorter is faster)", subtitle, sections, "ns per URL", notes)


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
        bars.append((label, us, f"{cell} µs", colour, f"{label}: {cell} µs per literal"))
    subtitle = [
        f"CPU time of compiling a crate of {count:,} distinct constants, per literal, over the same crate of plain",
        "&str constants of the same strings (rustc alone, debug build, non-incremental; median of the runs).",
    ]
    notes = [
        f"From the table \"macro ({count} constants)\" in {source}, measured with cargo xtask build-cost.",
        "Drawn by bench/chart.py.",
    ]
    return bar_chart("Build cost: compile time per literal (shorter is cheaper)", subtitle, [(None, bars)],
                     "µs per literal", notes, goal=(BUILD_COST_GOAL_US, f"goal ≤ {BUILD_COST_GOAL_US} µs (issue 19)"))


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
    a = ap.parse_args()
    if a.report.exists():
        report = json.loads(a.report.read_text())
        if not report.get("corpora"):
            raise SystemExit(f"chart.py: {a.report} holds no corpus figures (run ./report.sh)")
        write(a.out / "parse.svg", parse_chart(report))
    else:
        print(f"chart.py: no {a.report} (run ./report.sh); parse.svg not redrawn", file=sys.stderr)
    count, rows = build_cost_table(a.build_cost.read_text())
    if not rows:
        raise SystemExit(f"chart.py: the macro table in {a.build_cost} has no figures")
    write(a.out / "build-cost.svg", build_cost_chart(count, rows, a.build_cost.name))


if __name__ == "__main__":
    main()
