#!/usr/bin/env bash
# Curtain against Skia, Blend2D and Cairo on the reference scenes, and the encode floors, in one
# run on this machine. Prints a markdown report and keeps it in results/latest.md.
#
#   Benchmarks/peers/run.sh                       # everything, about 12 minutes on 2 cores
#   Benchmarks/peers/run.sh --engines blend2d --scenes S1,S3 --no-floors
#
# Arguments go to compare.py (python compare.py --help lists them).
# Needs Swift, python3 (3.11) with venv, gcc, libpng-dev, libcairo2 and ffmpeg; the peers come
# from PyPI as pinned binary wheels into .venv/.
set -euo pipefail
cd "$(dirname "$0")"

# Every engine and helper library on one thread.
export OPENBLAS_NUM_THREADS=1 OMP_NUM_THREADS=1 MKL_NUM_THREADS=1

for tool in python3 gcc pkg-config ffmpeg swift; do
  command -v "$tool" >/dev/null 2>&1 || {
    echo "error: $tool is not installed (see Benchmarks/peers/README.md for what the run needs)" >&2
    exit 1
  }
done
pkg-config --exists libpng || {
  echo "error: libpng's headers are missing; install them with: apt-get install libpng-dev" >&2
  exit 1
}
ldconfig -p | grep 'libcairo\.so\.2 ' >/dev/null || {
  echo "error: Cairo is missing; install it with: apt-get install libcairo2" >&2
  exit 1
}

if [[ ! -x .venv/bin/python ]]; then
  python3 -m venv .venv || {
    echo "error: python3 cannot make a virtualenv; install it with: apt-get install python3-venv" >&2
    exit 1
  }
fi
.venv/bin/pip install --quiet --disable-pip-version-check --only-binary=:all: \
  -r requirements.txt

mkdir -p build
gcc -O3 -march=native -Wall -shared -fPIC -o build/libblur.so blur.c -lm
gcc -O2 -Wall -pthread -o build/floors floors.c $(pkg-config --cflags --libs libpng) -lz

exec .venv/bin/python compare.py "$@"
