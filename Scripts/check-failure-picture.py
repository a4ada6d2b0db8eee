#!/usr/bin/env python3
"""Checks a failure picture as a person would: its SVG has what a timeline picture shows, and the
PNG a browser rendered from it is not blank and shows lanes, marks, the marked frames and the
legend.

Usage: python3 Scripts/check-failure-picture.py [--sheet] PICTURE.svg RENDERED.png

The SVG must hold expected and actual lanes, lanes drawn once (the same in both), subscription
lines, at least one marked frame, value marks, a legend with a line per name, and the subscription
log. The PNG (8-bit RGB or RGBA, as Chromium writes it) must be mostly white but not blank, and
hold the colours of the marked frames (red band and triangles), of value marks (the first
palette colour), of subscription lines (green), and dark text in the legend's part of the picture.

With --sheet, the picture is of one sheet with nothing to compare it with (a property check's
counterexample): every lane is drawn once, and no frame is marked.
"""

import struct
import sys
import xml.etree.ElementTree as ElementTree
import zlib

SVG_NAMESPACE = "{http://www.w3.org/2000/svg}"


def fail(message):
    print("FAILED: " + message, file=sys.stderr)
    sys.exit(1)


def classes(element):
    return set((element.get("class") or "").split())


def check_svg(path, is_sheet):
    """Checks the structure and returns the SVG's height and the top of its legend."""
    root = ElementTree.parse(path).getroot()
    if root.tag != SVG_NAMESPACE + "svg":
        fail(path + " is not an SVG document")
    groups = list(root.iter(SVG_NAMESPACE + "g"))
    lanes = [group for group in groups if "lane" in classes(group)]
    for role in ("expected", "actual", "same"):
        drawn_as_role = any(role in classes(lane) for lane in lanes)
        if is_sheet and role != "same" and drawn_as_role:
            fail("a lane of a single sheet is drawn as " + role)
        if (not is_sheet or role == "same") and not drawn_as_role:
            fail("no lane drawn as " + role)
    if not any("subscription" in classes(lane) for lane in lanes):
        fail("no subscription line")
    differences = [element for element in root.iter(SVG_NAMESPACE + "rect") if "difference" in classes(element)]
    if not differences and not is_sheet:
        fail("no frame is marked as differing")
    if differences and is_sheet:
        fail("a single sheet has frames marked as differing")
    marks = [element for element in root.iter(SVG_NAMESPACE + "circle") if "value" in classes(element)]
    if len(marks) < 4:
        fail("fewer than four value marks")
    legend = next((group for group in groups if "legend" in classes(group)), None)
    if legend is None:
        fail("no legend")
    legend_lines = [text.text or "" for text in legend.iter(SVG_NAMESPACE + "text")]
    entries = [line for line in legend_lines if " = " in line]
    if len(entries) < 3:
        fail("the legend has fewer than three entries: %r" % legend_lines)
    subscriptions = next((group for group in groups if "subscriptions" in classes(group)), None)
    if subscriptions is None or len(list(subscriptions.iter(SVG_NAMESPACE + "text"))) < 2:
        fail("no subscription log")
    legend_top = min(float(text.get("y")) for text in legend.iter(SVG_NAMESPACE + "text"))
    print("svg: %d lanes, %d marked frames, %d value marks, legend %r" % (len(lanes), len(differences), len(marks), entries))
    return float(root.get("height")), legend_top


def read_png(path):
    """Decodes an 8-bit, non-interlaced RGB or RGBA PNG into (width, height, rows of RGB)."""
    with open(path, "rb") as handle:
        data = handle.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        fail(path + " is not a PNG")
    position = 8
    header = None
    compressed = b""
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            compressed += body
        position += 12 + length
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace != 0:
        fail("unsupported PNG: depth %d, colour type %d, interlace %d" % (depth, colour, interlace))
    channels = 3 if colour == 2 else 4
    raw = zlib.decompress(compressed)
    stride = width * channels
    rows = []
    previous = bytearray(stride)
    offset = 0
    for _ in range(height):
        kind = raw[offset]
        line = bytearray(raw[offset + 1:offset + 1 + stride])
        offset += 1 + stride
        for index in range(stride):
            left = line[index - channels] if index >= channels else 0
            up = previous[index]
            corner = previous[index - channels] if index >= channels else 0
            if kind == 1:
                line[index] = (line[index] + left) & 0xFF
            elif kind == 2:
                line[index] = (line[index] + up) & 0xFF
            elif kind == 3:
                line[index] = (line[index] + (left + up) // 2) & 0xFF
            elif kind == 4:
                estimate = left + up - corner
                distances = (abs(estimate - left), abs(estimate - up), abs(estimate - corner))
                predictor = left if distances[0] <= distances[1] and distances[0] <= distances[2] else (up if distances[1] <= distances[2] else corner)
                line[index] = (line[index] + predictor) & 0xFF
        rows.append([tuple(line[x * channels:x * channels + 3]) for x in range(width)])
        previous = line
    return width, height, rows


def near(pixel, colour, tolerance=40):
    return all(abs(channel - target) <= tolerance for channel, target in zip(pixel, colour))


def check_png(path, svg_height, legend_top, is_sheet):
    width, height, rows = read_png(path)
    pixels = [pixel for row in rows for pixel in row]
    white = sum(1 for pixel in pixels if min(pixel) >= 245)
    if white == len(pixels):
        fail("the rendered picture is blank")
    drawn = 1 - white / len(pixels)
    if drawn < 0.03:
        fail("the rendered picture is almost blank (%.1f%% drawn)" % (drawn * 100))
    counts = {
        "marked-frame band": sum(1 for pixel in pixels if near(pixel, (0xFC, 0xDC, 0xDC), 8)),
        "marked-frame red": sum(1 for pixel in pixels if near(pixel, (0xD6, 0x27, 0x28))),
        "value mark blue": sum(1 for pixel in pixels if near(pixel, (0x4E, 0x79, 0xA7))),
        "subscription green": sum(1 for pixel in pixels if near(pixel, (0x2C, 0xA0, 0x2C))),
    }
    minimums = {"marked-frame band": 500, "marked-frame red": 50, "value mark blue": 50, "subscription green": 50}
    for name, count in counts.items():
        if is_sheet and name.startswith("marked-frame"):
            continue
        if count < minimums[name]:
            fail("too few %s pixels: %d" % (name, count))
    scale = height / svg_height
    legend_rows = rows[int(legend_top * scale) - 14:]
    dark = sum(1 for row in legend_rows for pixel in row if max(pixel) < 90)
    if dark < 150:
        fail("the legend shows no text (%d dark pixels below y=%d)" % (dark, legend_top))
    print("png: %dx%d, %.1f%% drawn, %s, %d dark legend pixels" % (width, height, drawn * 100, counts, dark))


def main():
    arguments = sys.argv[1:]
    is_sheet = arguments[:1] == ["--sheet"]
    if is_sheet:
        arguments = arguments[1:]
    if len(arguments) != 2:
        fail("usage: check-failure-picture.py [--sheet] PICTURE.svg RENDERED.png")
    svg_height, legend_top = check_svg(arguments[0], is_sheet)
    check_png(arguments[1], svg_height, legend_top, is_sheet)
    print("the failure picture shows its lanes, marks, " + ("" if is_sheet else "marked frames ") + "and legend")


if __name__ == "__main__":
    main()
