"""Curtain against the peers, side by side in one run, as one markdown report.

    python compare.py                      # everything (run.sh calls this)
    python compare.py --engines blend2d --scenes S1,S3 --no-floors
    python compare.py --report results/latest.json     # print the tables of an earlier run

In order: builds Curtain (`swift build -c release`) and runs `curtain bench --json` on the scenes
it knows (S1..S7; the others are shown as "-"), still and, when it has the flag, `--moving`,
saving its frames; runs peers.py for each engine; measures the floors (memset; libpng alone on 1
and 2 threads and ffmpeg alone, both on the frames of `curtain render FILM -o DIR/`) beside
Curtain's own end-to-end renders of the same film to PNG frames and to MP4; compares every
frame with Skia's. Writes results/<UTC time>.json, results/latest.json and results/latest.md,
and prints the report.
"""
import argparse
import datetime
import json
import os
import shutil
import subprocess
import sys
import time

import agreement
import ffmpeg_floor
import report
import scenes as S
from peers import ENGINES, median

HERE = os.path.dirname(os.path.abspath(__file__))
REPOSITORY = os.path.dirname(os.path.dirname(HERE))
OUT = os.path.join(HERE, 'out')
RESULTS = os.path.join(HERE, 'results')
FLOORS = os.path.join(HERE, 'build', 'floors')
SINGLE_THREAD = {'OPENBLAS_NUM_THREADS': '1', 'OMP_NUM_THREADS': '1', 'MKL_NUM_THREADS': '1'}


def log(message):
    print('compare: ' + message, file=sys.stderr, flush=True)


def run(command, **kwargs):
    """Runs `command` (stderr passes through) and returns its standard output."""
    env = dict(os.environ, **SINGLE_THREAD)
    done = subprocess.run(command, stdout=subprocess.PIPE, text=True, env=env, **kwargs)
    if done.returncode != 0:
        raise SystemExit('error: %s exited with %d' % (' '.join(command), done.returncode))
    return done.stdout


# ---- Curtain ------------------------------------------------------------------------------------

def build_curtain():
    log('building curtain (swift build -c release --product curtain)')
    run(['swift', 'build', '-c', 'release', '--product', 'curtain'], cwd=REPOSITORY)
    bin_path = run(['swift', 'build', '-c', 'release', '--show-bin-path'], cwd=REPOSITORY).strip()
    return os.path.join(bin_path, 'curtain')


def curtain_knows_scene(curtain, name):
    """Whether `curtain bench --scenes NAME` parses: asked with --runs 0, which it refuses after
    parsing, so nothing is measured."""
    done = subprocess.run([curtain, 'bench', '--scenes', name, '--runs', '0', '--films', 'none'],
                          capture_output=True, text=True)
    return '--scenes' not in done.stderr


def curtain_bench(curtain, names, runs, frames_dir, moving):
    command = [curtain, 'bench', '--json', '--films', 'none', '--scenes', ','.join(names),
               '--runs', str(runs), '--warmups', '3']
    if moving:
        command.append('--moving')
    else:
        os.makedirs(frames_dir, exist_ok=True)
        command += ['--write', frames_dir]
    log(' '.join(command[1:]))
    return json.loads(run(command))


def measure_curtain(curtain, names, runs):
    known = [n for n in names if curtain_knows_scene(curtain, n)]
    help_text = run([curtain, 'bench', '--help'])
    moving_supported = '--moving' in help_text
    result = {'known_scenes': known, 'moving_supported': moving_supported,
              'still': None, 'moving': None}
    if known:
        result['still'] = curtain_bench(curtain, known, runs, os.path.join(OUT, 'curtain'), False)
        if moving_supported:
            result['moving'] = curtain_bench(curtain, known, runs, None, True)
    return result


# ---- peers --------------------------------------------------------------------------------------

def measure_peers(engines, names, runs):
    results = {}
    scratch = os.path.join(RESULTS, 'engines')
    os.makedirs(scratch, exist_ok=True)
    for engine in engines:
        path = os.path.join(scratch, engine + '.json')
        log('peers.py --engine %s' % engine)
        run([sys.executable, os.path.join(HERE, 'peers.py'), '--engine', engine,
             '--scenes', ','.join(names), '--runs', str(runs), '--json', path, '--out', OUT])
        with open(path) as f:
            results[engine] = json.load(f)
    return results


# ---- floors and end-to-end films ----------------------------------------------------------------

def floors_json(*arguments):
    return json.loads(run([FLOORS, *arguments]))


def timed_render(curtain, film, output):
    start = time.perf_counter()
    run([curtain, 'render', film, '-o', output, '--quiet'])
    return time.perf_counter() - start


def measure_floors(curtain, film, rounds):
    floors = {'memset': floors_json('memset', '25')}
    if curtain is None:
        return floors
    frames_dir = os.path.join(OUT, 'frames')
    shutil.rmtree(frames_dir, ignore_errors=True)
    log('curtain render %s -o out/frames/ (the frames of the encode floors)' % film)
    timed_render(curtain, film, frames_dir + '/')
    log('libpng alone on 1 and 2 threads')
    floors['libpng_1'] = floors_json('png', frames_dir, '1', str(rounds))
    floors['libpng_2'] = floors_json('png', frames_dir, '2', str(rounds))
    frames, width, height = ffmpeg_floor.load_frames(frames_dir)
    video = os.path.join(OUT, 'film.mp4')
    alone_video = os.path.join(OUT, 'ffmpeg-alone.mp4')
    # One untimed round, then rounds that take each measurement in turn, so that a busy moment
    # of the machine spreads over all of them.
    png_times, mp4_times, ffmpeg_times = [], [], []
    for i in range(rounds + 1):
        log('films, round %d of %d%s' % (i, rounds, ' (untimed)' if i == 0 else ''))
        png = timed_render(curtain, film, frames_dir + '/')
        mp4 = timed_render(curtain, film, video)
        alone = ffmpeg_floor.encode(frames, width, height, 60, alone_video)
        if i > 0:
            png_times.append(png)
            mp4_times.append(mp4)
            ffmpeg_times.append(alone)
    count = len(frames)
    floors['ffmpeg'] = {'frames': count, 'median_s': median(ffmpeg_times),
                        'min_s': min(ffmpeg_times), 'mp4_bytes': os.path.getsize(alone_video),
                        'recipe': 'make-video.sh --raw %dx%d --fps 60 - OUT.mp4' % (width, height)}
    floors['curtain_png'] = {'film': film, 'frames': count, 'median_s': median(png_times),
                             'min_s': min(png_times)}
    floors['curtain_mp4'] = {'film': film, 'frames': count, 'median_s': median(mp4_times),
                             'min_s': min(mp4_times), 'mp4_bytes': os.path.getsize(video)}
    return floors


# ---- agreement ----------------------------------------------------------------------------------

def measure_agreement(names, engines, curtain_names):
    skia_dir = os.path.join(OUT, 'skia')
    figures = {}
    for name in names:
        reference = os.path.join(skia_dir, name + '.png')
        if not os.path.exists(reference):
            continue
        skia = agreement.load(reference)
        row = {}
        if name in curtain_names:
            row['curtain'] = agreement.agreement(
                agreement.load(os.path.join(OUT, 'curtain', name + '.png')), skia)
        for engine in engines:
            if engine != 'skia':
                row[engine] = agreement.agreement(
                    agreement.load(os.path.join(OUT, engine, name + '.png')), skia)
        figures[name] = row
    return figures


# ---- the run ------------------------------------------------------------------------------------

def machine():
    info = {'cpus': os.cpu_count()}
    try:
        with open('/proc/cpuinfo') as f:
            info['cpu'] = next(line.split(':', 1)[1].strip() for line in f
                               if line.startswith('model name'))
    except (OSError, StopIteration):
        pass
    info['python'] = sys.version.split()[0]
    return info


def load_average():
    with open('/proc/loadavg') as f:
        return ' '.join(f.read().split()[:3])


def save(results):
    os.makedirs(RESULTS, exist_ok=True)
    stamp = results['started'].replace(':', '').replace('-', '')
    for name in ('run-%s.json' % stamp, 'latest.json'):
        with open(os.path.join(RESULTS, name), 'w') as f:
            json.dump(results, f, indent=1)
    text = report.markdown(results)
    with open(os.path.join(RESULTS, 'latest.md'), 'w') as f:
        f.write(text)
    return text


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--engines', default=','.join(ENGINES), help='default: all')
    parser.add_argument('--scenes', default=','.join(S.NAMES), help='default: S1..S7')
    parser.add_argument('--runs', type=int, default=25, help='timed frames of a still scene')
    parser.add_argument('--film', default='inset-card', help='the film of the encode floors')
    parser.add_argument('--film-rounds', type=int, default=3, help='timed renders of the film')
    parser.add_argument('--curtain', help='a curtain binary to use instead of building one')
    parser.add_argument('--no-curtain', action='store_true', help='peers and memset only')
    parser.add_argument('--no-floors', action='store_true')
    parser.add_argument('--report', metavar='JSON', help='print the report of an earlier run')
    args = parser.parse_args()
    if args.report:
        with open(args.report) as f:
            print(report.markdown(json.load(f)))
        return
    engines = [e.strip() for e in args.engines.split(',') if e.strip()]
    names = [n.strip().upper() for n in args.scenes.split(',') if n.strip()]
    if any(e not in ENGINES for e in engines):
        parser.error('engines are %s' % ','.join(ENGINES))
    if any(n not in S.NAMES for n in names):
        parser.error('scenes are %s' % ','.join(S.NAMES))
    if args.runs < 20:
        parser.error('--runs must be at least 20')
    if not os.path.exists(FLOORS):
        raise SystemExit('error: %s is missing; run.sh builds it' % FLOORS)

    started = datetime.datetime.now(datetime.timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')
    results = {'started': started,
               'machine': machine(), 'load_average_start': load_average(),
               'runs': args.runs, 'warmups': 3, 'scenes': names, 'engines': engines}
    curtain = None
    if not args.no_curtain:
        curtain = args.curtain or build_curtain()
        results['curtain'] = measure_curtain(curtain, names, args.runs)
    results['peers'] = measure_peers(engines, names, args.runs)
    if not args.no_floors:
        results['floors'] = measure_floors(curtain, args.film, args.film_rounds)
    curtain_names = results['curtain']['known_scenes'] if curtain else []
    if 'skia' in engines:
        results['agreement'] = measure_agreement(names, engines, curtain_names)
    results['load_average_end'] = load_average()
    print(save(results))


if __name__ == '__main__':
    main()
