#!/usr/bin/env bash
# Runs Curtain's tests under the sanitizers (docs/reliability.md says what each run covers).
#
#   Scripts/sanitize.sh address [FILTER]  the raster, compositor, film and port suites under
#                                         AddressSanitizer, UndefinedBehaviorSanitizer in the C
#                                         targets (builds every test again: .build/asan)
#   Scripts/sanitize.sh thread [FILTER]   the raster, compositor and film suites, whose tests
#                                         paint in bands and render with several jobs, under
#                                         ThreadSanitizer (.build/tsan)
#   Scripts/sanitize.sh threads [TREES]   the multi-threaded paths under ThreadSanitizer without
#                                         the test suites: Hardening's check-threads (random trees
#                                         on one to three threads, a film on one and three jobs)
#   Scripts/sanitize.sh ci                the bounded subset CI runs: every fuzz target from seed
#                                         1 (png for 10 s, the others for a fixed number of
#                                         inputs) under AddressSanitizer (Scripts/fuzz.sh), then
#                                         `threads` under ThreadSanitizer
#
# FILTER is `swift test --filter`'s regular expression. CURTAIN_BUILD_JOBS=N builds with `-j N`
# (on a shared machine); the default is SwiftPM's, one job a core. Swift itself has no
# UndefinedBehaviorSanitizer (its arithmetic and bounds are checked anyway): -fsanitize=undefined
# goes to the C targets (CPixelKernels, CLibPNGShim), and any finding aborts.
set -euo pipefail
cd "$(dirname "$0")/.."

# The Swift driver leaves TemporaryDirectory.* in $TMPDIR (see Scripts/test.sh). One folder a
# mode, so that a bounded run beside a long one does not remove the long one's files.
export TMPDIR="$PWD/.build/tmp-sanitize-${1:-none}"
rm -rf "$TMPDIR" && mkdir -p "$TMPDIR"
trap 'rm -rf "$TMPDIR"' EXIT
export SWIFT_BACKTRACE=enable=no
# Leaks are not checked: the Swift runtime and Swift Testing keep memory for the process's life.
export ASAN_OPTIONS=detect_leaks=0:abort_on_error=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1

jobs=()
[[ -n "${CURTAIN_BUILD_JOBS:-}" ]] && jobs=(-j "$CURTAIN_BUILD_JOBS")
undefined=(-Xcc -fsanitize=undefined -Xcc -fno-sanitize-recover=undefined)

# `swift build ARGS…`, showing only what is not progress or the linker's noise about the
# sanitizers' symbols; exits on failure.
build() {
  local log="$TMPDIR/build.log"
  if swift build "${jobs[@]}" "$@" >"$log" 2>&1; then
    grep -v -e '^\[' -e 'ld.gold: warning' "$log" || true
  else
    grep -v -e '^\[' -e 'ld.gold: warning' "$log" >&2
    exit 1
  fi
}

# Hardening's check-threads under ThreadSanitizer, with TREES random trees.
check_threads() {
  echo "== check-threads under ThreadSanitizer"
  (
    cd Hardening
    build --sanitize thread --product check-threads
    "$(swift build "${jobs[@]}" --sanitize thread --show-bin-path)/check-threads" "$1"
  )
}

run_suites() {  # sanitizer scratch filter
  local flags=(--sanitize "$1" --scratch-path "$2")
  [[ "$1" == address ]] && flags+=("${undefined[@]}")
  echo "== swift build --build-tests --sanitize $1 ($2)"
  build --build-tests "${flags[@]}"
  echo "== swift test --sanitize $1 --filter '$3'"
  swift test --skip-build "${flags[@]}" --filter "$3"
}

case "${1:-}" in
  address)
    run_suites address .build/asan "${2:-RasterTests|CompositorTests|FilmTests|CurtainPortTests}"
    ;;
  thread)
    run_suites thread .build/tsan "${2:-RasterTests|CompositorTests|FilmTests}"
    ;;
  threads)
    check_threads "${2:-4}"
    ;;
  ci)
    start=$SECONDS
    # Every fuzz target, from one seed, so that every CI run tries the same inputs whatever the
    # machine's speed: png for 10 s (its first million inputs from seed 1 pass), the others for
    # a fixed number of inputs past their seeds. A hang still shows at 120 s; a slow seed on a
    # loaded machine no longer fails the build. Then the threads under ThreadSanitizer.
    echo "== the fuzz targets, bounded"
    export CURTAIN_FUZZ_SEED="${CURTAIN_FUZZ_SEED:-1}" CURTAIN_FUZZ_TIMEOUT="${CURTAIN_FUZZ_TIMEOUT:-120}"
    status=0
    Scripts/fuzz.sh png "${CURTAIN_FUZZ_SECONDS:-10}" || status=1
    CURTAIN_FUZZ_RUNS=500 Scripts/fuzz.sh path 300 || status=1
    CURTAIN_FUZZ_RUNS=20 Scripts/fuzz.sh compositor 300 || status=1
    CURTAIN_FUZZ_RUNS=150 Scripts/fuzz.sh port 300 || status=1
    check_threads 4 || status=1
    ((status == 0)) || exit 1
    echo "== sanitizers and fuzzers took $((SECONDS - start)) s"
    ;;
  *)
    echo "error: say address, thread, threads or ci, e.g. $0 address" >&2
    exit 2
    ;;
esac
