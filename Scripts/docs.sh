#!/usr/bin/env bash
# Builds the DocC documentation of every library Curtain ships and fails on any warning.
#
#   Scripts/docs.sh                      the archives land in .build/plugins/Swift-DocC/outputs/
#
# Scripts/test.sh runs it, so a broken symbol link or a stale parameter name fails CI.
set -euo pipefail
cd "$(dirname "$0")/.."

targets=(Curtain HeadlessUIKit HeadlessQuartzCore HeadlessCoreGraphics Film CurtainCommand CurtainTesting
  Compositor Raster RasterPNG RasterText Motion Geometry)
arguments=()
for t in "${targets[@]}"; do arguments+=(--target "$t"); done
swift package generate-documentation --warnings-as-errors "${arguments[@]}"
