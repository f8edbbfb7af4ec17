"""Times one peer engine on the reference scenes, still and moving, and saves its frames.

    python peers.py --engine skia --json results/skia.json --out out
    python peers.py --engine cairo --scenes S1,S3 --variants still --runs 40

A timed frame is engine.render(ops): the clear to opaque black, every drawing operation (paths and
paint objects built as they are drawn) and the engine's flush. The canvas, image P in the engine's
own pixel format and the scene's operation lists are made beforehand, untimed, as a compositor
keeps its frame buffer and its images from frame to frame.

Still: `--warmups` untimed frames, then `--runs` timed frames of the same scene. Moving: untimed
frames -3..-1 of the animation, then frames 0..29 timed once each. Median and minimum in ms.
"""
import argparse
import gc
import importlib
import json
import os
import sys
import time

from PIL import Image

import scenes as S

ENGINES = {
    'skia': ('engine_skia', 'SkiaEngine'),
    'blend2d': ('engine_blend2d', 'Blend2DEngine'),
    'cairo': ('engine_cairo', 'CairoEngine'),
}
HERE = os.path.dirname(os.path.abspath(__file__))


def make_engine(name):
    module, cls = ENGINES[name]
    return getattr(importlib.import_module(module), cls)()


def median(values):
    s = sorted(values)
    n = len(s)
    return s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2


def time_frames(engine, warmups, timed):
    """Renders the `warmups` operation lists untimed, then each of `timed`, timed. Returns the
    times in ms and the process's CPU time over wall time across the timed frames (1.0 is one
    busy thread; more means the engine used other threads)."""
    for ops in warmups:
        engine.render(ops)
    gc.collect()
    gc.disable()
    try:
        times = []
        cpu0, wall0 = time.process_time_ns(), time.perf_counter_ns()
        for ops in timed:
            start = time.perf_counter_ns()
            engine.render(ops)
            times.append((time.perf_counter_ns() - start) / 1e6)
        cpu_per_wall = (time.process_time_ns() - cpu0) / max(1, time.perf_counter_ns() - wall0)
    finally:
        gc.enable()
    return times, cpu_per_wall


def summary(times, cpu_per_wall):
    return {
        'median_ms': median(times), 'min_ms': min(times), 'max_ms': max(times), 'runs': len(times),
        'cpu_per_wall': round(cpu_per_wall, 3),
        'threads_in_process': len(os.listdir('/proc/self/task')),
    }


def save_frame(engine, path):
    rgba = engine.rgba()
    if rgba[..., 3].min() != 255:
        raise RuntimeError('%s: the frame is not opaque; the clear makes every pixel opaque'
                           % path)
    Image.fromarray(rgba[..., :3], 'RGB').save(path, compress_level=1)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--engine', required=True, choices=sorted(ENGINES))
    parser.add_argument('--scenes', default=','.join(S.NAMES), help='e.g. S1,S3 (default: all)')
    parser.add_argument('--variants', default='still,moving', help='still, moving or both')
    parser.add_argument('--runs', type=int, default=25, help='timed frames of a still scene')
    parser.add_argument('--warmups', type=int, default=3, help='untimed frames of a still scene')
    parser.add_argument('--json', help='write the figures here')
    parser.add_argument('--out', default=os.path.join(HERE, 'out'),
                        help='frames go to OUT/ENGINE/S1.png, S1-moving-29.png, ...')
    args = parser.parse_args()
    names = [n.strip().upper() for n in args.scenes.split(',') if n.strip()]
    unknown = [n for n in names if n not in S.NAMES]
    if unknown:
        parser.error('unknown scene %s; the scenes are %s'
                     % (', '.join(unknown), ','.join(S.NAMES)))
    variants = [v.strip() for v in args.variants.split(',') if v.strip()]
    if not variants or any(v not in ('still', 'moving') for v in variants):
        parser.error('--variants takes still, moving or still,moving')
    if args.runs < 20:
        parser.error('--runs must be at least 20 (the median of fewer is noise)')

    engine = make_engine(args.engine)
    frames_dir = os.path.join(args.out, engine.name)
    os.makedirs(frames_dir, exist_ok=True)
    result = {'engine': engine.name, 'version': engine.version, 'python': sys.version.split()[0],
              'notes': {k: v for k, v in engine.notes.items() if k in names or k == 'all'},
              'still': {}, 'moving': {}}
    for name in names:
        if 'still' in variants:
            ops = S.scene(name)
            times, ratio = time_frames(engine, [ops] * args.warmups, [ops] * args.runs)
            result['still'][name] = summary(times, ratio)
            save_frame(engine, os.path.join(frames_dir, name + '.png'))
            report(engine.name, name, 'still', result['still'][name])
        if 'moving' in variants:
            warmups = [S.scene(name, f) for f in S.MOVING_WARMUPS]
            timed = [S.scene(name, f) for f in S.MOVING_FRAMES]
            times, ratio = time_frames(engine, warmups, timed)
            result['moving'][name] = summary(times, ratio)
            last = S.MOVING_FRAMES[-1]
            save_frame(engine, os.path.join(frames_dir, '%s-moving-%02d.png' % (name, last)))
            report(engine.name, name, 'moving', result['moving'][name])
    if args.json:
        os.makedirs(os.path.dirname(os.path.abspath(args.json)), exist_ok=True)
        with open(args.json, 'w') as f:
            json.dump(result, f, indent=1)


def report(engine, name, variant, entry):
    print('%-8s %-3s %-6s median %8.3f ms  min %8.3f ms  (threads %d, cpu/wall %.2f)' % (
        engine, name, variant, entry['median_ms'], entry['min_ms'], entry['threads_in_process'],
        entry['cpu_per_wall']), file=sys.stderr, flush=True)


if __name__ == '__main__':
    main()
