"""Curtain against the peers, side by side in one run, as one markdown report.

    python compare.py                      # everything (run.sh calls this)
    python compare.py --engines blend2d --scenes S1,S3 --no-floors
    python compare.py --report results/latest.json     # print the tables of an earlier run

In order: builds Curtain (`swift build -c release`); scene by scene, runs `curtain bench --json`
if it knows the scene (the others are shown as "-"), still and, when it has the flag, `--moving`
(the same 30 frames after the same 3 warm-ups as the peers draw), saving its frames, and
peers.py for each engine, all of it in rounds (`--scene-rounds`, 3 by default: the host moves
single figures by a third); measures the floors (memset; libpng alone on 1 and 2 threads and
ffmpeg alone, both on the frames of `curtain render FILM -o DIR/`) in rounds with Curtain's own
end-to-end renders of the same film to PNG frames and to MP4; compares every frame with Skia's,
and each moving variant's last frame. Writes results/run-<UTC time>.json, results/latest.json
and results/latest.md, and prints the report.
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


def curtain_bench(curtain, name, runs, moving):
    """`curtain bench --json` on one scene, saving its frames: still, and with `moving` its
    animation too (frames 0..29 after -3..-1, the same frames peers.py draws). Returns the still
    report and the moving one (None without `moving`), each with the scene's median_ms and
    min_ms."""
    frames_dir = os.path.join(OUT, 'curtain')
    os.makedirs(frames_dir, exist_ok=True)
    command = [curtain, 'bench', '--json', '--films', 'none', '--scenes', name,
               '--runs', str(runs), '--warmups', '3', '--write', frames_dir]
    if moving:
        command.append('--moving')
    log(' '.join(command[1:]))
    still = json.loads(run(command))
    if not moving:
        return still, None
    scenes = [{'name': entry['name'], 'title': entry['title'],
               'median_ms': entry['moving_median_ms'], 'min_ms': entry['moving_min_ms'],
               'max_ms': entry['moving_max_ms']} for entry in still['scenes']]
    return still, dict(still, scenes=scenes)


def merge_bench(total, part):
    """One scene's `curtain bench` report added to the run's: scenes appended, each call's
    memset floor kept, and memset_ms the median of them."""
    if total is None:
        total = dict(part, scenes=[], memset_medians=[])
    total['scenes'] += part['scenes']
    total['memset_medians'].append(part['memset_ms'])
    total['memset_ms'] = median(total['memset_medians'])
    return total


def peer(engine, name, runs):
    """peers.py for one engine and one scene; returns its JSON."""
    scratch = os.path.join(RESULTS, 'engines')
    os.makedirs(scratch, exist_ok=True)
    path = os.path.join(scratch, '%s-%s.json' % (engine, name))
    log('peers.py --engine %s --scenes %s' % (engine, name))
    run([sys.executable, os.path.join(HERE, 'peers.py'), '--engine', engine, '--scenes', name,
         '--runs', str(runs), '--json', path, '--out', OUT])
    with open(path) as f:
        return json.load(f)


def merge_peer(total, part):
    if total is None:
        return part
    for key in ('notes', 'still', 'moving'):
        total[key].update(part[key])
    return total


def measure_scenes(curtain, engines, names, runs, rounds):
    """Scene by scene, Curtain and each peer in turn, so that a busy spell of the machine falls
    on the figures of one scene alike rather than on one renderer; `rounds` times over, Curtain
    first in even rounds and last in odd ones. Returns Curtain's and the peers' figures, each
    the median of the rounds' medians (see combine_rounds)."""
    ours_rounds, peer_rounds = [], []
    known, moving_supported = [], False
    if curtain is not None:
        known = [n for n in names if curtain_knows_scene(curtain, n)]
        moving_supported = '--moving' in run([curtain, 'bench', '--help'])
    for r in range(rounds):
        log('scenes, round %d of %d' % (r + 1, rounds))
        ours = {'still': None, 'moving': None}
        peers = {engine: None for engine in engines}
        for name in names:
            def measure_curtain():
                if curtain is None or name not in known:
                    return
                still, moving = curtain_bench(curtain, name, runs, moving_supported)
                ours['still'] = merge_bench(ours['still'], still)
                if moving is not None:
                    ours['moving'] = merge_bench(ours['moving'], moving)
            if r % 2 == 0:
                measure_curtain()
            for engine in engines:
                peers[engine] = merge_peer(peers[engine], peer(engine, name, runs))
            if r % 2 == 1:
                measure_curtain()
        ours_rounds.append(ours)
        peer_rounds.append(peers)
    combined_peers = {engine: combine_peer([p[engine] for p in peer_rounds])
                      for engine in engines}
    if curtain is None:
        return None, combined_peers
    ours = {'known_scenes': known, 'moving_supported': moving_supported, 'rounds': rounds}
    for variant in ('still', 'moving'):
        reports = [o[variant] for o in ours_rounds if o[variant] is not None]
        ours[variant] = combine_bench(reports) if reports else None
    return ours, combined_peers


MEDIAN_FIELDS = ('median_ms', 'cold_median_ms', 'moving_median_ms', 'floor_ms')
MIN_FIELDS = ('min_ms', 'cold_min_ms', 'moving_min_ms')
MAX_FIELDS = ('max_ms', 'moving_max_ms')


def combine_entries(entries):
    """One scene's figures from several rounds: the median of the rounds' medians (each round's
    kept as round_<field>), the least minimum and the largest maximum."""
    combined = dict(entries[0])
    for field in MEDIAN_FIELDS:
        if field in combined:
            values = [e[field] for e in entries]
            combined[field] = median(values)
            combined['round_' + field] = values
    for field in MIN_FIELDS:
        if field in combined:
            combined[field] = min(e[field] for e in entries)
    for field in MAX_FIELDS:
        if field in combined:
            combined[field] = max(e[field] for e in entries)
    if 'cpu_per_wall' in combined:
        combined['cpu_per_wall'] = min(e['cpu_per_wall'] for e in entries)
    return combined


def combine_bench(reports):
    """`curtain bench` reports of several rounds as one (scenes by name, in the first's order)."""
    combined = dict(reports[0])
    combined['scenes'] = [
        combine_entries([next(s for s in r['scenes'] if s['name'] == first['name'])
                         for r in reports])
        for first in reports[0]['scenes']]
    combined['memset_medians'] = [m for r in reports for m in r['memset_medians']]
    combined['memset_ms'] = median(combined['memset_medians'])
    return combined


def combine_peer(parts):
    """A peer's figures of several rounds as one."""
    combined = dict(parts[0])
    for variant in ('still', 'moving'):
        combined[variant] = {name: combine_entries([p[variant][name] for p in parts])
                             for name in parts[0][variant]}
    return combined


# ---- floors and end-to-end films ----------------------------------------------------------------

def floors_json(*arguments):
    return json.loads(run([FLOORS, *arguments]))


def timed_render(curtain, film, output):
    start = time.perf_counter()
    run([curtain, 'render', film, '-o', output, '--quiet'])
    return time.perf_counter() - start


def libpng_pass(frames_dir, threads):
    """One timed pass of libpng alone over the frames (after an untimed one)."""
    return floors_json('png', frames_dir, str(threads), '1')


def measure_floors(curtain, film, rounds):
    floors = {'memset': floors_json('memset', '25')}
    if curtain is None:
        return floors
    frames_dir = os.path.join(OUT, 'frames')
    shutil.rmtree(frames_dir, ignore_errors=True)
    log('curtain render %s -o out/frames/ (the frames of the encode floors)' % film)
    timed_render(curtain, film, frames_dir + '/')
    log('libpng alone on 1 thread')
    floors['libpng_1'] = floors_json('png', frames_dir, '1', str(rounds))
    frames, width, height = ffmpeg_floor.load_frames(frames_dir)
    video = os.path.join(OUT, 'film.mp4')
    alone_video = os.path.join(OUT, 'ffmpeg-alone.mp4')
    # Each end-to-end figure is timed in the same round as its floor, one untimed round first,
    # so that a busy spell of the machine falls on both sides of a ratio.
    times = {'curtain_png': [], 'libpng_2': [], 'curtain_mp4': [], 'ffmpeg': []}
    for i in range(rounds + 1):
        log('films, round %d of %d%s' % (i, rounds, ' (untimed)' if i == 0 else ''))
        figures = {
            'curtain_png': timed_render(curtain, film, frames_dir + '/'),
            'libpng_2': libpng_pass(frames_dir, 2)['median_ms'] / 1e3,
            'curtain_mp4': timed_render(curtain, film, video),
            'ffmpeg': ffmpeg_floor.encode(frames, width, height, 60, alone_video),
        }
        if i > 0:
            for key, seconds in figures.items():
                times[key].append(seconds)
    count = len(frames)
    libpng = median(times['libpng_2'])
    floors['libpng_2'] = dict(floors['libpng_1'], threads=2, runs=rounds, median_ms=libpng * 1e3,
                              min_ms=min(times['libpng_2']) * 1e3,
                              ms_per_frame=libpng * 1e3 / count, frames_per_s=count / libpng)
    floors['libpng_2'].pop('raw_mb_per_s', None)
    floors['ffmpeg'] = {'frames': count, 'median_s': median(times['ffmpeg']),
                        'min_s': min(times['ffmpeg']), 'mp4_bytes': os.path.getsize(alone_video),
                        'recipe': 'make-video.sh --raw %dx%d --fps 60 - OUT.mp4' % (width, height)}
    for key, output in (('curtain_png', None), ('curtain_mp4', video)):
        floors[key] = {'film': film, 'frames': count, 'median_s': median(times[key]),
                       'min_s': min(times[key])}
        if output:
            floors[key]['mp4_bytes'] = os.path.getsize(output)
    return floors


# ---- agreement ----------------------------------------------------------------------------------

def measure_agreement(names, engines, curtain_names):
    """Every renderer's frames against Skia's: each still scene, and the moving variant's last
    frame (`S1-moving-29`), where edges fall on other fractions of a pixel."""
    skia_dir = os.path.join(OUT, 'skia')
    figures = {}
    last = 'moving-%02d' % S.MOVING_FRAMES[-1]
    for name in names:
        for frame in (name, '%s-%s' % (name, last)):
            reference = os.path.join(skia_dir, frame + '.png')
            if not os.path.exists(reference):
                continue
            skia = agreement.load(reference)
            row = {}
            for engine in ['curtain'] + [e for e in engines if e != 'skia']:
                path = os.path.join(OUT, engine, frame + '.png')
                if (engine != 'curtain' or name in curtain_names) and os.path.exists(path):
                    row[engine] = agreement.agreement(agreement.load(path), skia)
            figures[frame] = row
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
    parser.add_argument('--scene-rounds', type=int, default=3,
                        help='rounds of every scene and renderer; each figure is the median of '
                             'the rounds\' medians (default 3)')
    parser.add_argument('--film', default='inset-card', help='the film of the encode floors')
    parser.add_argument('--film-rounds', type=int, default=3,
                        help='timed rounds of the film renders and their floors (at least 3)')
    parser.add_argument('--curtain', help='a curtain binary to use instead of building one')
    parser.add_argument('--no-curtain', action='store_true', help='peers and memset only')
    parser.add_argument('--no-floors', action='store_true',
                        help='skip the floors and the film renders (about a minute and a half)')
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
        parser.error('--runs must be at least 20 (the median of fewer is noise)')
    if args.scene_rounds < 1:
        parser.error('--scene-rounds must be at least 1')
    if args.film_rounds < 3:
        parser.error('--film-rounds must be at least 3')
    if not os.path.exists(FLOORS):
        raise SystemExit('error: %s is missing; run.sh builds it' % FLOORS)

    started = datetime.datetime.now(datetime.timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')
    results = {'started': started,
               'machine': machine(), 'load_average_start': load_average(),
               'runs': args.runs, 'warmups': 3, 'scene_rounds': args.scene_rounds,
               'scenes': names, 'engines': engines}
    curtain = None if args.no_curtain else args.curtain or build_curtain()
    ours, results['peers'] = measure_scenes(
        curtain, engines, names, args.runs, args.scene_rounds)
    if ours is not None:
        results['curtain'] = ours
    if not args.no_floors:
        results['floors'] = measure_floors(curtain, args.film, args.film_rounds)
    curtain_names = results['curtain']['known_scenes'] if curtain else []
    if 'skia' in engines:
        results['agreement'] = measure_agreement(names, engines, curtain_names)
    results['load_average_end'] = load_average()
    print(save(results))


if __name__ == '__main__':
    main()
