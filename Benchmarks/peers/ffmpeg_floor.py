"""ffmpeg alone: the time to make an MP4 from frames already in memory, with Curtain's recipe.

    python ffmpeg_floor.py FRAMES_DIR [--runs 3] [--json FILE]

Decodes FRAMES_DIR/frame-*.png once, untimed, to raw RGBA. Each run then starts Curtain's own
script, Sources/Film/Resources/make-video.sh, as Curtain does for a video (`--raw WxH --fps 60 -
OUT.mp4`: H.264 by libx264, preset medium, CRF 18, yuv420p, fast start), writes the frames into
its standard input and waits for it to finish. The time is from the start of the script to its
end; one untimed run first. This is what `curtain render FILM -o film.mp4` costs beyond
compositing.
"""
import argparse
import glob
import json
import os
import subprocess
import sys
import tempfile
import time

import numpy as np
from PIL import Image

HERE = os.path.dirname(os.path.abspath(__file__))
REPOSITORY = os.path.dirname(os.path.dirname(HERE))
SCRIPT = os.path.join(REPOSITORY, 'Sources', 'Film', 'Resources', 'make-video.sh')


def load_frames(directory):
    paths = sorted(glob.glob(os.path.join(directory, 'frame-*.png')))
    if not paths:
        raise SystemExit('error: no frame-*.png in %s; make some with '
                         '`swift run -c release curtain render inset-card -o %s/`'
                         % (directory, directory))
    frames = [np.asarray(Image.open(p).convert('RGBA')).tobytes() for p in paths]
    width, height = Image.open(paths[0]).size
    return frames, width, height


def encode(frames, width, height, fps, output):
    """One run of the recipe; returns its wall time in seconds."""
    start = time.perf_counter()
    process = subprocess.Popen(
        ['bash', SCRIPT, '--raw', '%dx%d' % (width, height), '--fps', str(fps), '-', output],
        stdin=subprocess.PIPE)
    for frame in frames:
        process.stdin.write(frame)
    process.stdin.close()
    if process.wait() != 0:
        raise SystemExit('error: make-video.sh failed (exit %d); is ffmpeg installed?'
                         % process.returncode)
    return time.perf_counter() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('frames', help='a directory of frame-00000.png, frame-00001.png, ...')
    parser.add_argument('--runs', type=int, default=3)
    parser.add_argument('--fps', type=int, default=60, help="Curtain's default film rate")
    parser.add_argument('--json', help='write the figures here too')
    args = parser.parse_args()
    frames, width, height = load_frames(args.frames)
    with tempfile.TemporaryDirectory() as scratch:
        output = os.path.join(scratch, 'film.mp4')
        encode(frames, width, height, args.fps, output)
        times = sorted(encode(frames, width, height, args.fps, output) for _ in range(args.runs))
        size = os.path.getsize(output)
    n = len(times)
    median = times[n // 2] if n % 2 else (times[n // 2 - 1] + times[n // 2]) / 2
    result = {
        'floor': 'ffmpeg', 'frames': len(frames), 'width': width, 'height': height,
        'fps': args.fps, 'runs': n, 'median_s': median, 'min_s': times[0],
        'ms_per_frame': median * 1e3 / len(frames), 'mp4_bytes': size,
        'recipe': 'make-video.sh --raw %dx%d --fps %d - film.mp4' % (width, height, args.fps),
        'ffmpeg': subprocess.run(['ffmpeg', '-version'], capture_output=True,
                                 text=True).stdout.split('\n')[0],
    }
    print(json.dumps(result))
    if args.json:
        with open(args.json, 'w') as f:
            json.dump(result, f, indent=1)


if __name__ == '__main__':
    sys.exit(main())
