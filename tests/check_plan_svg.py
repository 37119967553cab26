#!/usr/bin/env python3
"""tests/check_plan_svg.py -- ctest io.plan_svg_xml: checks pictures written by netmem::to_plan_svg.

Usage: check_plan_svg.py <picture.svg> <plan.json> [<picture.svg> <plan.json> ...]

For each pair: the SVG parses as XML (xml.etree, strict); <rect id="plot"> gives the plot area,
the step count and the bytes at its top edge; then for every tensor of the plan JSON with bytes
(schema netmem.plan, docs/plan-json.md: offset_bytes, arena_bytes, first_step, last_step) there
is exactly one <rect class="tensor" data-tensor="id"> whose x, width, y and height are the ones
its steps and bytes give on those axes (x = plot_x + first_step * plot_width / steps, ...;
0 bytes at the bottom), with a <title> tooltip; the peak column sits at arena.peak_step and the
lower bound line at arena.lower_bound_bytes; a tensor's label is no wider than its rectangle.
Prints one line per failure and exits 1 on any, else prints "ok: ..." lines and exits 0.
"""
import json
import sys
import xml.etree.ElementTree as ET

SVG = "{http://www.w3.org/2000/svg}"
TOLERANCE = 0.011  # pixels: the SVG writes two decimals


def check(svg_path, json_path, failures):
    try:
        root = ET.parse(svg_path).getroot()
    except ET.ParseError as error:
        failures.append(f"{svg_path}: not well-formed XML: {error}")
        return
    if root.tag != SVG + "svg":
        failures.append(f"{svg_path}: root element is {root.tag}, not svg")
        return
    with open(json_path, encoding="utf-8") as f:
        plan = json.load(f)

    plot = root.find(f".//{SVG}rect[@id='plot']")
    if plot is None:
        failures.append(f"{svg_path}: no <rect id=\"plot\">")
        return
    px, py = float(plot.get("x")), float(plot.get("y"))
    pw, ph = float(plot.get("width")), float(plot.get("height"))
    steps, top_bytes = int(plot.get("data-steps")), int(plot.get("data-top-bytes"))

    def x_of(step):
        return px + step * pw / steps

    def y_of(byte):
        return py + ph - byte * ph / top_bytes

    def near(a, b):
        return abs(a - b) <= TOLERANCE

    groups = {}
    for group in root.iter(SVG + "g"):
        if group.get("class") != "tensor":
            continue
        rect = group.find(SVG + "rect")
        if rect is None or rect.get("data-tensor") is None:
            failures.append(f"{svg_path}: a tensor group without its rectangle")
            continue
        tensor_id = int(rect.get("data-tensor"))
        if tensor_id in groups:
            failures.append(f"{svg_path}: tensor {tensor_id} drawn twice")
        groups[tensor_id] = group

    drawn = [t for t in plan["tensors"] if t["arena_bytes"] > 0]
    if len(groups) != len(drawn):
        failures.append(f"{svg_path}: {len(groups)} tensor rectangles, the plan has {len(drawn)} tensors with bytes")
    for tensor in drawn:
        group = groups.get(tensor["id"])
        if group is None:
            failures.append(f"{svg_path}: tensor {tensor['id']} has no rectangle")
            continue
        rect = group.find(SVG + "rect")
        x, y = float(rect.get("x")), float(rect.get("y"))
        w, h = float(rect.get("width")), float(rect.get("height"))
        expected = (x_of(tensor["first_step"]), y_of(tensor["offset_bytes"] + tensor["arena_bytes"]),
                    x_of(tensor["last_step"] + 1) - x_of(tensor["first_step"]),
                    y_of(tensor["offset_bytes"]) - y_of(tensor["offset_bytes"] + tensor["arena_bytes"]))
        if not all(near(a, b) for a, b in zip((x, y, w, h), expected)):
            failures.append(f"{svg_path}: tensor {tensor['id']} at x={x} y={y} w={w} h={h}, "
                            f"its plan says x={expected[0]:.2f} y={expected[1]:.2f} w={expected[2]:.2f} h={expected[3]:.2f}")
        title = group.find(SVG + "title")
        if title is None or not (title.text or "").strip():
            failures.append(f"{svg_path}: tensor {tensor['id']} has no <title> tooltip")
        label = group.find(SVG + "text")
        if label is not None:
            size = float(label.get("font-size"))
            if 0.6 * size * len(label.text) > w or size > h:
                failures.append(f"{svg_path}: tensor {tensor['id']}'s label '{label.text}' does not fit {w:.1f} x {h:.1f}")

    peak = root.find(f".//{SVG}g[@id='peak']/{SVG}rect")
    if peak is None or not near(float(peak.get("x")), x_of(plan["arena"]["peak_step"])):
        failures.append(f"{svg_path}: no peak column at step {plan['arena']['peak_step']}")
    levels = {int(line.get("data-bytes")): float(line.get("y1")) for line in root.iter(SVG + "line")
              if line.get("class") == "level"}
    lower = plan["arena"]["lower_bound_bytes"]
    if lower not in levels or not near(levels[lower], y_of(lower)):
        failures.append(f"{svg_path}: no lower bound line at {lower} bytes")
    print(f"ok: {svg_path}: {len(groups)} tensor rectangles on {steps} steps")


def main(arguments):
    if len(arguments) < 2 or len(arguments) % 2:
        print("usage: check_plan_svg.py <picture.svg> <plan.json> [...]", file=sys.stderr)
        return 2
    failures = []
    for svg_path, json_path in zip(arguments[0::2], arguments[1::2]):
        check(svg_path, json_path, failures)
    for failure in failures:
        print(failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
