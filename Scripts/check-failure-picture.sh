#!/usr/bin/env bash
# Renders failure pictures in a real browser and checks them as a person would.
# DifferingSheetPictureTests fails an assertMarbles on purpose (as a known issue) and attaches an
# SVG; CounterexampleReportTests replays a failing property check, which attaches the picture of
# its counterexample; `swift test --attachments-path` leaves it in a folder; headless
# Chromium, from Debian's chromium-headless-shell package, renders it to PNG at the SVG's size;
# Scripts/check-failure-picture.py checks the SVG's structure and the PNG's pixels. Run after the
# package's tests are built with every trait (`swift test --enable-all-traits`; it passes --skip-build).
set -euo pipefail
cd "$(dirname "$0")/.."

browser=chromium-headless-shell
if ! command -v "$browser" >/dev/null; then
    sudo=""
    if [ "$(id -u)" != 0 ]; then sudo=sudo; fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends chromium-headless-shell fonts-dejavu-core >/dev/null
fi

folder=$(mktemp -d /tmp/ripple-failure-picture-XXXXXX)
trap 'rm -rf "$folder"' EXIT

# Runs the suite $1, which fails on purpose and attaches a picture, renders the picture and checks
# it with check-failure-picture.py, passing it the options that follow.
check_picture() {
    local suite=$1
    shift
    local out="$folder/$suite"
    mkdir -p "$out"
    swift test --enable-all-traits --skip-build --filter "$suite" --attachments-path "$out" >"$out/test.log" 2>&1 || {
        cat "$out/test.log"
        echo "FAILED: $suite failed" >&2
        exit 1
    }
    local svg
    svg=$(find "$out" -name '*.svg' | head -n 1)
    if [ -z "$svg" ]; then
        cat "$out/test.log"
        echo "FAILED: $suite attached no SVG" >&2
        exit 1
    fi
    local width height
    width=$(python3 -c 'import sys, xml.etree.ElementTree as E; r = E.parse(sys.argv[1]).getroot(); print(int(float(r.get("width")) + 0.999))' "$svg")
    height=$(python3 -c 'import sys, xml.etree.ElementTree as E; r = E.parse(sys.argv[1]).getroot(); print(int(float(r.get("height")) + 0.999))' "$svg")
    "$browser" --no-sandbox --disable-gpu --hide-scrollbars --window-size="$width,$height" \
        --screenshot="$out/picture.png" "file://$svg" >"$out/browser.log" 2>&1 || {
        cat "$out/browser.log"
        echo "FAILED: the browser could not render $svg" >&2
        exit 1
    }
    python3 Scripts/check-failure-picture.py "$@" "$svg" "$out/picture.png"
    if [ -n "${RIPPLE_PICTURE_OUTPUT:-}" ]; then
        cp "$svg" "$RIPPLE_PICTURE_OUTPUT/$suite.svg"
        cp "$out/picture.png" "$RIPPLE_PICTURE_OUTPUT/$suite.png"
    fi
}

check_picture DifferingSheetPictureTests
# A property check's counterexample: one sheet, nothing to compare it with.
check_picture CounterexampleReportTests --sheet
