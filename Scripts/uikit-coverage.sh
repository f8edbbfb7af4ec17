#!/usr/bin/env bash
# Measures how much of the iOS SDK's UIKit surface Curtain's drop-in `UIKit` module declares
# and writes docs/uikit-coverage.md (or OUTPUT).
#
#   Scripts/uikit-coverage.sh SDK_DIR [OUTPUT]
#
# SDK_DIR is an iPhoneOS.sdk folder of the iOS 18 SDK; its headers and API notes are enough
# (a public mirror of the SDK's headers will do). The Curtain side is the symbol graphs of the
# modules `import UIKit` brings in on Linux: UIKit and every module it re-exports with
# `@_exported import`, found from the package's targets, so modules may move between targets
# without changing this script. Foundation is included, for the Core Graphics geometry types it
# defines on Linux.
#
# Exit status: 0 written; 1 a build failed; 2 bad input.
set -euo pipefail
cd "$(dirname "$0")/.."

sdk=${1:-}
output=${2:-docs/uikit-coverage.md}
if [[ -z $sdk || ! -d $sdk/System/Library/Frameworks/UIKit.framework/Headers ]]; then
  echo "uikit-coverage: pass an iPhoneOS.sdk folder with UIKit's headers (got '${sdk}')" >&2
  exit 2
fi

# A build folder of its own: with the drop-in UIKit module among the package's modules,
# packages that test `canImport(UIKit)` (swift-snapshot-testing) would import it.
scratch=(--scratch-path .build/coverage)
swift build "${scratch[@]}" --target UIKit >&2 || exit 1
swift build "${scratch[@]}" --product curtain-coverage >&2 || exit 1
bin=$(swift build "${scratch[@]}" --show-bin-path)
triple=$(basename "$(dirname "$bin")")

# The modules `import UIKit` brings in: UIKit and its @_exported imports, transitively.
modules=$(swift package describe --type json | python3 -c '
import json, pathlib, re, sys
package = json.load(sys.stdin)
paths = {t["name"]: pathlib.Path(package["path"]) / t["path"] for t in package["targets"]}
seen, queue = [], ["UIKit"]
while queue:
    name = queue.pop(0)
    if name in seen:
        continue
    seen.append(name)
    if name not in paths:
        continue
    for source in paths[name].rglob("*.swift"):
        queue += re.findall(r"^@_exported import (\w+)", source.read_text(), re.M)
print(" ".join(seen))
')

# The system libraries' headers, as the C targets' pkg-config names find them.
flags=(-I "$bin/Modules")
for include in $(pkg-config --cflags-only-I freetype2 libpng harfbuzz); do
  flags+=(-Xcc "$include")
done
for map in "$bin"/*.build/module.modulemap Sources/*/module.modulemap; do
  [[ -f $map ]] && flags+=(-Xcc "-fmodule-map-file=$(realpath "$map")")
done
for include in Sources/*/include; do
  flags+=(-Xcc -I -Xcc "$PWD/$include")
done

graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT
for module in $modules; do
  swift symbolgraph-extract -module-name "$module" -target "$triple" \
    -minimum-access-level public -output-dir "$graphs" "${flags[@]}" >&2
done
echo "uikit-coverage: symbol graphs of $modules" >&2
"$bin/curtain-coverage" "$sdk" "$graphs" "$output"
