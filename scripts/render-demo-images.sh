#!/usr/bin/env bash
# Renders the demo artworks (demo/images/src/*.svg) to WebP under demo/images/ with Debian's Chromium
# (headless screenshot at the SVG's own width × height) and ffmpeg. Usage: scripts/render-demo-images.sh [name…]
set -euo pipefail
cd "$(dirname "$0")/.."
SRC=demo/images/src
OUT=demo/images
CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

if [ $# -gt 0 ]; then names=("$@"); else names=(); for f in "$SRC"/*.svg; do names+=("$(basename "$f" .svg)"); done; fi
for name in "${names[@]}"; do
  svg="$SRC/$name.svg"
  width=$(grep -o -m1 'width="[0-9]*"' "$svg" | head -1 | tr -dc 0-9)
  height=$(grep -o -m1 'height="[0-9]*"' "$svg" | head -1 | tr -dc 0-9)
  "$CHROMIUM" --headless --no-sandbox --disable-gpu --disable-background-networking --hide-scrollbars \
    --screenshot="$TMP/$name.png" --window-size="$width,$height" "file://$PWD/$svg" >/dev/null 2>&1
  # Each file stays small (< 120 KB): WebP at quality 82, lower only if needed.
  for quality in 82 70 60; do
    ffmpeg -loglevel error -y -i "$TMP/$name.png" -c:v libwebp -quality "$quality" -compression_level 6 "$OUT/$name.webp"
    [ "$(stat -c %s "$OUT/$name.webp")" -lt 120000 ] && break
  done
  echo "$OUT/$name.webp ${width}x${height} $(stat -c %s "$OUT/$name.webp") bytes"
done
