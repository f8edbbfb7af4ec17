#!/usr/bin/env bash
# Builds Curtain's fuzz targets (Hardening/, libFuzzer with AddressSanitizer, and
# UndefinedBehaviorSanitizer in the C targets) and runs them.
#
#   Scripts/fuzz.sh TARGET [SECONDS]     one target, for SECONDS (default 60)
#   Scripts/fuzz.sh png,path [SECONDS]   those targets in turn, SECONDS each
#   Scripts/fuzz.sh all [SECONDS]        each target in turn, SECONDS each
#   Scripts/fuzz.sh --release all 3600   optimised (-O, testable), for long runs before a release
#   Scripts/fuzz.sh --replay TARGET      the seed corpus once through, then stop
#
# TARGET is png, path, compositor or port (docs/reliability.md says what each checks). Seeds
# come from Hardening/Corpus/TARGET and are never changed; what the fuzzer adds goes to
# Hardening/.build/fuzz/TARGET/corpus, and a failing input to Hardening/.build/fuzz/TARGET/ with
# the command that replays it. Ends with one line per target: runs, seconds, runs per second.
# Exits non-zero when a target finds a failure. CURTAIN_BUILD_JOBS=N builds with `-j N`;
# CURTAIN_FUZZ_TIMEOUT=S is the seconds one input may take before it counts as a hang (30).
# CURTAIN_FUZZ_SEED=N starts libFuzzer's mutations from seed N, so that a run is the same
# sequence of inputs every time; CURTAIN_FUZZ_RUNS=N stops it after N inputs (or SECONDS, first).
set -euo pipefail
cd "$(dirname "$0")/../Hardening"

configuration=(-c debug)
replay=0
while [[ "${1:-}" == --* ]]; do
  case "$1" in
    --release) configuration=(-c release -Xswiftc -enable-testing) ;;
    --replay) replay=1 ;;
    *) echo "error: unknown option $1; see the top of $0" >&2 && exit 2 ;;
  esac
  shift
done
targets=(png path compositor port)
if [[ "${1:-}" != all ]]; then
  IFS=, read -r -a targets <<<"${1:-}"
  ((${#targets[@]})) || targets=("")
  for t in "${targets[@]}"; do
    [[ "$t" =~ ^(png|path|compositor|port)$ ]] || {
      echo "error: name a target (png, path, compositor or port), a list (png,path) or all," \
        "e.g. $0 png 60" >&2 && exit 2
    }
  done
fi
seconds=${2:-60}
[[ "$seconds" =~ ^[0-9]+$ ]] || { echo "error: SECONDS must be a whole number, not $seconds" >&2 && exit 2; }

# SwiftPM hands swiftc one -sanitize= flag per sanitizer, and swiftc keeps only the last: the
# Swift code would get AddressSanitizer and no coverage for libFuzzer to follow. One flag with
# both, after SwiftPM's, instruments it for both.
flags=("${configuration[@]}" --sanitize fuzzer --sanitize address -Xswiftc -sanitize=fuzzer,address
  -Xcc -fsanitize=undefined -Xcc -fno-sanitize-recover=undefined)
[[ -n "${CURTAIN_BUILD_JOBS:-}" ]] && flags+=(-j "$CURTAIN_BUILD_JOBS")
mkdir -p .build/fuzz
for t in "${targets[@]}"; do
  if ! swift build "${flags[@]}" --product "fuzz-$t" >.build/fuzz/build.log 2>&1; then
    grep -v -e '^\[' -e 'ld.gold: warning' .build/fuzz/build.log >&2
    echo "error: building fuzz-$t failed" >&2
    exit 1
  fi
done
bin=$(swift build "${flags[@]}" --show-bin-path)

# Swift's backtracer would wait on a crashing fuzzer; libFuzzer reports the crash itself.
export SWIFT_BACKTRACE=enable=no
# Leaks are not crashes here: the Swift runtime keeps metadata for the process's life.
export ASAN_OPTIONS=detect_leaks=0:abort_on_error=1:symbolize=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1

status=0
summary=()
for t in "${targets[@]}"; do
  work=".build/fuzz/$t"
  mkdir -p "$work/corpus"
  options=(-artifact_prefix="$work/" -timeout="${CURTAIN_FUZZ_TIMEOUT:-30}" -rss_limit_mb=4096 -print_final_stats=1)
  [[ -f "Corpus/$t.dict" ]] && options+=(-dict="Corpus/$t.dict")
  [[ -n "${CURTAIN_FUZZ_SEED:-}" ]] && options+=(-seed="$CURTAIN_FUZZ_SEED")
  [[ -n "${CURTAIN_FUZZ_RUNS:-}" ]] && options+=(-runs="$CURTAIN_FUZZ_RUNS")
  if ((replay)); then
    options+=(-runs=0)
  else
    options+=(-max_total_time="$seconds")
  fi
  log="$work/log.txt"
  echo "== fuzz-$t: ${seconds} s${CURTAIN_FUZZ_RUNS:+ or $CURTAIN_FUZZ_RUNS inputs} (seeds: Corpus/$t)" >&2
  if "$bin/fuzz-$t" "${options[@]}" "$work/corpus" "Corpus/$t" >"$log" 2>&1; then
    outcome="no failure"
  else
    status=1
    outcome="FAILED: see $PWD/$log; replay with $bin/fuzz-$t <the input above>"
    tail -40 "$log" >&2
  fi
  # (a failed run prints no "Done" line: the summary says "?" rather than stopping the script)
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  took=$(grep -o 'Done [0-9]* runs in [0-9]* second' "$log" | tail -1 | awk '{print $5}' || true)
  rate=$([[ -n "${runs:-}" && -n "${took:-}" && "$took" -gt 0 ]] && echo $((runs / took)) || echo "?")
  summary+=("fuzz-$t: ${runs:-?} runs in ${took:-?} s, ${rate} per second, corpus $(ls "$work/corpus" | wc -l) + $(ls "Corpus/$t" | wc -l) seeds: $outcome")
done
printf '%s\n' "${summary[@]}"
exit $status
