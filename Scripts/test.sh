#!/usr/bin/env bash
# Builds Curtain and runs every test: what CI runs (.ci/run), and what the README tells you to run.
#
#   Scripts/test.sh            install missing system packages (as root), build, test
#   Scripts/test.sh --release  also build the curtain command in release mode, as the README's
#                              first command does: before a release (CI leaves it out, see below)
#
# It runs the bounded fuzz subset (Scripts/sanitize.sh ci); the full sanitizer and fuzzer runs are
# apart from it (Scripts/sanitize.sh, docs/reliability.md).
#
# After the tests it builds the documentation (Scripts/docs.sh) and follows the README as a new
# user would (Scripts/first-hour.sh).
#
# The release build is not in CI: it compiles the same code as the debug build (two `#if DEBUG`
# blocks apart), so it could find only an optimiser crash, for four of CI's thirty minutes.
#
# Fails if our own code (Sources/, Samples/, Tests/, Package.swift) compiles with any warning, if it
# drifts from the committed swift-format style (.swift-format), if two of its paths differ only
# in case (Scripts/check-case.sh), or if a target imports a module of ours it does not depend on
# (Scripts/check-imports.py: such a build passes or fails by the order modules happen to build in).
set -euo pipefail
cd "$(dirname "$0")/.."

"$(dirname "$0")/setup.sh"

# The Swift driver leaves an empty TemporaryDirectory.* in $TMPDIR on every run
# (swiftlang/swift-driver#2049), and the tests write scratch files there: both go to a folder
# under .build that is removed at the end, so a run leaves nothing in the system's /tmp.
export TMPDIR="$PWD/.build/tmp"
rm -rf "$TMPDIR" && mkdir -p "$TMPDIR"
trap 'rm -rf "$TMPDIR"' EXIT

echo "== paths that differ only in case"
Scripts/check-case.sh

echo "== imports every target declares"
if ! swift package dump-package | Scripts/check-imports.py; then
  echo "error: add the modules above to the target's dependencies in Package.swift" >&2
  exit 1
fi

echo "== swift format lint"
sources=(Package.swift Sources Tests Samples Hardening/Package.swift Hardening/Sources)
if ! swift format lint --strict --parallel --recursive "${sources[@]}"; then
  echo "error: the code above drifts from .swift-format; run:" \
    "swift format format --in-place --recursive ${sources[*]}" >&2
  exit 1
fi

log="$TMPDIR/build.log"

check_warnings() {
  if grep -E "^$PWD/(Sources/|Tests/|Samples/|Package\.swift:).*warning:" "$1"; then
    echo "error: the build above has warnings in our code; fix them" >&2
    exit 1
  fi
}

echo "== swift build (debug)"
swift build --build-tests 2>&1 | tee "$log"
check_warnings "$log"

if [[ "${1:-}" == "--release" ]]; then
  echo "== swift build (release)"
  swift build -c release --product curtain 2>&1 | tee "$log"
  check_warnings "$log"
fi

echo "== swift test"
swift test --skip-build --parallel

# Every fuzz target under AddressSanitizer, bounded (seeds, then a fixed number of inputs from one
# fixed seed), and the threads under ThreadSanitizer (docs/reliability.md says what and how long).
Scripts/sanitize.sh ci

echo "== documentation"
Scripts/docs.sh

echo "== the README, as a new user follows it"
Scripts/first-hour.sh
