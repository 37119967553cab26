#!/usr/bin/env python3
"""tools/bench/scale_report.py -- helper of compile_time.sh --scale: reads the measurements
(lines "compiler program n seconds..." ) and prints the markdown table (median and minimum of the
runs, cost above the headers, ratio to the plain-constexpr floor, plan growth exponent) and, with
--svg FILE, draws the growth curves (cost above the headers against n, log-log)."""
import math
import statistics
import sys

def main():
    rows = {}
    svg = None
    args = sys.argv[1:]
    if len(args) >= 3 and args[1] == "--svg":
        svg = args[2]
    for line in open(args[0]):
        parts = line.split()
        if len(parts) < 4:
            continue
        compiler, program, n = parts[0], parts[1], int(parts[2])
        runs = [float(x) for x in parts[3:] if x != "fail"]
        rows[(compiler, program, n)] = runs
    def stat(key, f):
        runs = rows.get(key)
        return f(runs) if runs else None
    compilers = sorted({k[0] for k in rows})
    # Costs above the headers and ratios use the MINIMUM of the runs (the least disturbed by the
    # other processes on a shared machine); the median is printed too.
    print("| compiler | program | n | median CPU s | min CPU s | above headers, min (s) | ratio to the floor (min) |")
    print("| --- | --- | ---: | ---: | ---: | ---: | ---: |")
    curves = {}
    for c in compilers:
        base = stat((c, "headers", 0), min)
        for (cc, program, n) in sorted(rows, key=lambda k: (k[1], k[2])):
            if cc != c:
                continue
            med = stat((c, program, n), statistics.median)
            low = stat((c, program, n), min)
            if med is None:
                print(f"| {c} | {program} | {n} | fails | | | |")
                continue
            above = low - base if base is not None and n > 0 else None
            ratio = ""
            floor_low = stat((c, "floor", n), min)
            if above is not None and above > 0 and floor_low is not None and program in ("report", "graph", "graph-named"):
                floor_above = max(floor_low - base, 0.01)
                ratio = f"{above / floor_above:.1f}"
            above_text = f"{above:.2f}" if above is not None else "-"
            print(f"| {c} | {program} | {n} | {med:.2f} | {low:.2f} | {above_text} | {ratio} |")
            if above is not None and n > 0 and program in ("floor", "report", "plan", "plan-all", "graph", "graph-named"):
                curves.setdefault((c, program), []).append((n, max(above, 0.005)))
    print()
    for c in compilers:
        for program, what in (("plan", "plan growth exponent from 500 to 2,000 tensors"),
                              ("plan-all", "every-planner growth exponent from 500 to 2,000 tensors"),
                              ("report", "report growth exponent from 500 to 2,000 layers"),
                              ("graph", "graph report growth exponent from 500 to 2,000 vertices"),
                              ("graph-named", "named graph report growth exponent from 500 to 2,000 vertices")):
            pts = dict(curves.get((c, program), []))
            if 500 in pts and 2000 in pts:
                print(f"- {c}: {what}: {math.log(pts[2000] / pts[500]) / math.log(4):.2f}"
                      + (f" (x{pts[2000] / pts[1000]:.2f} from 1,000 to 2,000)" if 1000 in pts else ""))
    if svg:
        draw(svg, curves)

def draw(path, curves):
    width, height, margin = 640, 420, 60
    xs = [n for pts in curves.values() for n, _ in pts]
    ys = [t for pts in curves.values() for _, t in pts]
    if not xs:
        return
    lx0, lx1 = math.log10(min(xs)), math.log10(max(xs))
    ly0, ly1 = math.log10(min(ys)), math.log10(max(ys))
    lx1 = lx1 if lx1 > lx0 else lx0 + 1
    ly1 = ly1 if ly1 > ly0 else ly0 + 1
    def px(n): return margin + (math.log10(n) - lx0) / (lx1 - lx0) * (width - 2 * margin)
    def py(t): return height - margin - (math.log10(t) - ly0) / (ly1 - ly0) * (height - 2 * margin)
    colours = ["#1b9e77", "#d95f02", "#7570b3", "#e7298a", "#66a61e", "#e6ab02"]
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="sans-serif" font-size="12">',
           f'<rect width="{width}" height="{height}" fill="white"/>',
           f'<text x="{width / 2}" y="20" text-anchor="middle">CPU seconds above the headers against layers or vertices (log-log), minimum of runs</text>',
           f'<line x1="{margin}" y1="{height - margin}" x2="{width - margin}" y2="{height - margin}" stroke="black"/>',
           f'<line x1="{margin}" y1="{margin}" x2="{margin}" y2="{height - margin}" stroke="black"/>']
    for n in sorted(set(xs)):
        out.append(f'<text x="{px(n):.1f}" y="{height - margin + 16}" text-anchor="middle">{n}</text>')
    for t in sorted(set(round(v, 2) for v in ys))[:: max(1, len(ys) // 6)]:
        if t > 0:
            out.append(f'<text x="{margin - 6}" y="{py(t):.1f}" text-anchor="end">{t:.2f}</text>')
    for i, ((c, program), pts) in enumerate(sorted(curves.items())):
        pts = sorted(pts)
        colour = colours[i % len(colours)]
        path_points = " ".join(f"{px(n):.1f},{py(t):.1f}" for n, t in pts)
        dash = ' stroke-dasharray="5,3"' if "clang" in c else ""
        out.append(f'<polyline points="{path_points}" fill="none" stroke="{colour}" stroke-width="2"{dash}/>')
        out.append(f'<text x="{margin + 10}" y="{margin + 14 * i}" fill="{colour}">{c} {program}</text>')
    out.append("</svg>")
    open(path, "w").write("\n".join(out) + "\n")

main()
