#!/usr/bin/env bash
# Renders the failure picture of a deliberately failing snapshot assertion in a real browser and
# checks it as a person would. DifferingSheetPictureTests fails an assertMarbles on purpose (as a
# known issue) and attaches an SVG; `swift test --attachments-path` leaves it in a folder; headless
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
swift test --enable-all-traits --skip-build --filter DifferingSheetPictureTests --attachments-path "$folder" >"$folder/test.log" 2>&1 || {
    cat "$folder/test.log"
    echo "FAILED: DifferingSheetPictureTests failed" >&2
    exit 1
}
svg=$(find "$folder" -name '*.svg' | head -n 1)
if [ -z "$svg" ]; then
    cat "$folder/test.log"
    echo "FAILED: the failing assertion attached no SVG" >&2
    exit 1
fi
width=$(python3 -c 'import sys, xml.etree.ElementTree as E; r = E.parse(sys.argv[1]).getroot(); print(int(float(r.get("width")) + 0.999))' "$svg")
height=$(python3 -c 'import sys, xml.etree.ElementTree as E; r = E.parse(sys.argv[1]).getroot(); print(int(float(r.get("height")) + 0.999))' "$svg")
"$browser" --no-sandbox --disable-gpu --hide-scrollbars --window-size="$width,$height" \
    --screenshot="$folder/picture.png" "file://$svg" >"$folder/browser.log" 2>&1 || {
    cat "$folder/browser.log"
    echo "FAILED: the browser could not render $svg" >&2
    exit 1
}
python3 Scripts/check-failure-picture.py "$svg" "$folder/picture.png"
if [ -n "${RIPPLE_PICTURE_OUTPUT:-}" ]; then
    cp "$svg" "$folder/picture.png" "$RIPPLE_PICTURE_OUTPUT"/
fi
