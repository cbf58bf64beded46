#!/usr/bin/env bash
# Renders the demo videos under demo/videos/ with ffmpeg: 8-second H.264/AAC MP4 clips (a slow colour
# gradient, the title and a tone), each under 120 KB. Usage: scripts/render-demo-videos.sh
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=demo/videos
mkdir -p "$OUT"
render() { # name, title, first colour, second colour, tone in Hz
  ffmpeg -loglevel error -y \
    -f lavfi -i "gradients=size=640x360:rate=25:speed=0.05:c0=$3:c1=$4,drawtext=text='$2':fontcolor=white:fontsize=40:x=(w-tw)/2:y=(h-th)/2" \
    -f lavfi -i "sine=frequency=$5:sample_rate=44100" \
    -t 8 -c:v libx264 -preset veryslow -crf 32 -pix_fmt yuv420p -c:a aac -b:a 48k -movflags +faststart "$OUT/$1.mp4"
  echo "$OUT/$1.mp4 $(stat -c %s "$OUT/$1.mp4") bytes"
}
render quartet-rehearsal 'Quartet rehearsal' 0x3b0764 0xd60b52 220
render studio-diary 'Studio diary' 0x0f172a 0x0e7490 330
render jazz-highlights 'Late night jazz' 0x1c1917 0xb45309 262
