#!/usr/bin/env python3
"""tests/check_tflm_arena_svg.py -- checks a picture of TFLM's arena (netmem/io/tflm_arena_svg.hpp).

Usage: check_tflm_arena_svg.py PICTURE.svg HEAD TAIL MIN_ARENA [NAME ...]

HEAD, TAIL and MIN_ARENA are TFLM's figures in bytes, from an independent source (the oracle
figures the calling test names). Checks: the SVG parses as XML (strict); <rect id="plot"> gives the
plot area, step count and the bytes at its top edge; every <rect class="tensor"> sits where its
data-offset, data-bytes, data-first-step and data-last-step put it on those axes, lies inside the
head [0, HEAD), and overlaps no other buffer alive at one of its steps (a placement TFLM could
use); the highest buffer ends at HEAD (the head is its planner's high-water mark); the
<rect class="tail"> holds TAIL bytes ending at MIN_ARENA; <line class="level"> lines are drawn at
HEAD and MIN_ARENA; each NAME (a tensor name from the .tflite) labels a buffer (data-name).
Prints one line per failure and exits 1 on any, else prints "ok: ..." and exits 0.
"""
import sys
import xml.etree.ElementTree as ET

SVG = "{http://www.w3.org/2000/svg}"
TOLERANCE = 0.011  # pixels: the SVG writes two decimals


def main():
    path, head, tail, min_arena = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    names = sys.argv[5:]
    failures = []
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as error:
        print(f"{path}: not well-formed XML: {error}")
        return 1
    plot = next((e for e in root.iter(SVG + "rect") if e.get("id") == "plot"), None)
    if plot is None:
        print(f"{path}: no <rect id=\"plot\">")
        return 1
    px, py, pw, ph = (float(plot.get(k)) for k in ("x", "y", "width", "height"))
    steps, top = int(plot.get("data-steps")), int(plot.get("data-top-bytes"))
    x_of = lambda s: px + s * pw / steps
    y_of = lambda b: py + ph - b * ph / top
    buffers = []
    for e in root.iter(SVG + "rect"):
        if e.get("class") != "tensor":
            continue
        name, offset, size = e.get("data-name"), int(e.get("data-offset")), int(e.get("data-bytes"))
        first, last = int(e.get("data-first-step")), int(e.get("data-last-step"))
        buffers.append((name, offset, size, first, last))
        want = {"x": x_of(first), "width": x_of(last + 1) - x_of(first), "y": y_of(offset + size),
                "height": y_of(offset) - y_of(offset + size)}
        for key, value in want.items():
            if abs(float(e.get(key)) - value) > TOLERANCE:
                failures.append(f"{path}: buffer {name!r}: {key} {e.get(key)}, its figures give {value:.2f}")
        if offset < 0 or offset + size > head:
            failures.append(f"{path}: buffer {name!r} [{offset}, {offset + size}) is outside the head [0, {head})")
    for i, (a, ao, asz, af, al) in enumerate(buffers):
        for b, bo, bsz, bf, bl in buffers[i + 1:]:
            if af <= bl and bf <= al and ao < bo + bsz and bo < ao + asz:
                failures.append(f"{path}: buffers {a!r} and {b!r} overlap while both are alive")
    high = max((o + s for _, o, s, _, _ in buffers), default=0)
    if high != head:
        failures.append(f"{path}: the highest buffer ends at {high} B, TFLM's head is {head} B")
    tails = [e for e in root.iter(SVG + "rect") if e.get("class") == "tail"]
    if len(tails) != 1 or int(tails[0].get("data-bytes")) != tail or \
            int(tails[0].get("data-offset")) + int(tails[0].get("data-bytes")) != min_arena:
        failures.append(f"{path}: want one tail of {tail} B ending at {min_arena} B")
    levels = {int(e.get("data-bytes")) for e in root.iter(SVG + "line") if e.get("class") == "level"}
    for figure in (head, min_arena):
        if figure not in levels:
            failures.append(f"{path}: no line at {figure} B (lines: {sorted(levels)})")
    labelled = {n for n, *_ in buffers}
    for name in names:
        if name not in labelled:
            failures.append(f"{path}: no buffer named {name!r}")
    for f in failures:
        print(f)
    if not failures:
        print(f"ok: {path}: {len(buffers)} buffers in the head of {head} B, tail {tail} B, smallest arena {min_arena} B")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
