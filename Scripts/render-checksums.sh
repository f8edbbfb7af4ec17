#!/usr/bin/env bash
# Prints one SHA-256 per film and per reference scene, over the frames' pixels as PNG files: run
# it before and after a change that must not move a pixel, and compare the two outputs.
#
#   Scripts/render-checksums.sh [CURTAIN] > before.txt
#
# CURTAIN is the curtain binary to use (default: a release build, made if missing). Films render
# at 15 frames per second at their devices' scales; scenes are written by `curtain bench --write`,
# still and moving.
set -euo pipefail
cd "$(dirname "$0")/.."
curtain=${1:-}
if [[ -z $curtain ]]; then
  swift build -c release --product curtain >&2
  curtain="$(swift build -c release --show-bin-path)/curtain"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

sum_dir() { (cd "$1" && find . -name '*.png' | sort | xargs sha256sum) | sha256sum | cut -c1-16; }

for film in $("$curtain" list | awk '{print $1}'); do
  rm -rf "$work/frames" && mkdir "$work/frames"
  "$curtain" render "$film" -o "$work/frames/" --fps 15 --quiet
  printf '%-22s %s  (%s frames)\n' "$film" "$(sum_dir "$work/frames")" \
    "$(find "$work/frames" -name '*.png' | wc -l)"
done
rm -rf "$work/scenes" && mkdir "$work/scenes"
# --moving writes each scene's still frame and the last frame of its moving variant.
"$curtain" bench --films none --runs 20 --warmups 0 --moving --write "$work/scenes" >/dev/null
for f in "$work"/scenes/*.png; do
  printf '%-22s %s\n' "scene $(basename "$f" .png)" "$(sha256sum "$f" | cut -c1-16)"
done
