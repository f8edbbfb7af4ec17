"""The markdown report of a compare.py run (its results JSON)."""
import scenes as S

ENGINE_TITLES = {'skia': 'Skia', 'blend2d': 'Blend2D', 'cairo': 'Cairo'}
DASH = '—'


def ms(value):
    """A time in ms with three significant figures."""
    if value is None:
        return DASH
    if value >= 100:
        return '%.0f' % value
    if value >= 10:
        return '%.1f' % value
    if value >= 1:
        return '%.2f' % value
    return '%.3f' % value


def curtain_entries(results, variant):
    """Curtain's scenes of one variant, by name: {name: bench entry}."""
    curtain = results.get('curtain') or {}
    bench = curtain.get(variant) or {}
    return {entry['name']: entry for entry in bench.get('scenes', [])}


def round_factors(results, variant, name, ours, field):
    """The factor of each round (the round's fastest peer over Curtain's `field` in that round)
    as 'least–most×', or None for a run of one round."""
    ours_rounds = ours.get('round_' + field) if ours else None
    if not ours_rounds or len(ours_rounds) < 2:
        return None
    factors = []
    for r, mine in enumerate(ours_rounds):
        peers = [results['peers'][e][variant][name]['round_median_ms'][r]
                 for e in results['engines']
                 if name in results['peers'].get(e, {}).get(variant, {})]
        if peers:
            factors.append(min(peers) / mine)
    if not factors:
        return None
    return '%.2f–%.2f×' % (min(factors), max(factors))


def scene_table(results, variant):
    engines = results['engines']
    curtain = curtain_entries(results, variant)
    peers = results['peers']
    rounds = results.get('scene_rounds', 1)
    cold = variant == 'still'
    header = ['scene', 'Curtain']
    if cold:
        header.append('Curtain cold')
    header += [ENGINE_TITLES[e] for e in engines] + ['fastest peer', 'factor']
    if cold:
        header.append('factor, cold')
    if rounds > 1:
        header.append('by round%s' % (', cold' if cold else ''))
    floors = cold and any('floor_ms' in entry for entry in curtain.values())
    if floors:
        header += ['memory floor', 'Curtain cold ÷ floor']
    numbers = len(header) - 3 - (1 if cold else 0) - (1 if rounds > 1 else 0) - (2 if floors else 0)
    rows = [header, ['---'] + ['---:'] * numbers + ['---'] + ['---:'] * (len(header) - numbers - 2)]
    for name in results['scenes']:
        ours = curtain.get(name)
        row = ['%s %s' % (name, S.TITLES[name]), ms(ours['median_ms']) if ours else DASH]
        if cold:
            row.append(ms(ours['cold_median_ms']) if ours else DASH)
        figures = {}
        for engine in engines:
            entry = peers.get(engine, {}).get(variant, {}).get(name)
            row.append(ms(entry['median_ms']) if entry else DASH)
            if entry:
                figures[engine] = entry['median_ms']
        if figures:
            fastest = min(figures, key=figures.get)
            row.append('%s %s' % (ENGINE_TITLES[fastest], ms(figures[fastest])))
            row.append('%.2f×' % (figures[fastest] / ours['median_ms']) if ours else DASH)
            if cold:
                row.append('%.2f×' % (figures[fastest] / ours['cold_median_ms']) if ours else DASH)
        else:
            row += [DASH, DASH] + ([DASH] if cold else [])
        if rounds > 1:
            field = 'cold_median_ms' if cold else 'median_ms'
            row.append(round_factors(results, variant, name, ours, field) or DASH)
        if floors:
            floor = ours.get('floor_ms') if ours else None
            row.append(ms(floor))
            row.append('%.1f×' % (ours['cold_median_ms'] / floor) if floor else DASH)
        rows.append(row)
    return rows


def floors_table(results):
    floors = results.get('floors') or {}
    rows = [['floor or end-to-end figure', 'median', 'what it is compared with'],
            ['---', '---:', '---']]
    memset = floors.get('memset')
    bench = (results.get('curtain') or {}).get('still')
    if memset:
        rows.append(['memset of one 1179×2556×4 frame (C)', '%s ms' % ms(memset['median_ms']),
                     'the scenes (× memset)'])
    if bench:
        rows.append(['memset of one frame, in `curtain bench`', '%s ms' % ms(bench['memset_ms']),
                     'the same floor, in Curtain\'s process'])
    for threads in (1, 2):
        entry = floors.get('libpng_%d' % threads)
        if entry:
            rows.append(['libpng alone, %d thread%s, %d frames' % (
                threads, '' if threads == 1 else 's', entry['frames']),
                '%s ms/frame (%.0f frames/s)' % (ms(entry['ms_per_frame']), entry['frames_per_s']),
                'PNG frames' if threads == 2 else ''])
    png, libpng = floors.get('curtain_png'), floors.get('libpng_2')
    if png:
        per_frame = png['median_s'] * 1e3 / png['frames']
        share = '%.0f %% of the frames per second of libpng alone on 2 threads' % (
            100 * libpng['ms_per_frame'] / per_frame) if libpng else ''
        rows.append(['`curtain render %s -o DIR/` (2 jobs, end to end; a frame whose layer '
                     'tree did not change is a copy of the previous file)' % png['film'],
                     '%s ms/frame (%.2f s)' % (ms(per_frame), png['median_s']), share])
    ffmpeg, mp4 = floors.get('ffmpeg'), floors.get('curtain_mp4')
    if ffmpeg:
        rows.append(['ffmpeg alone, Curtain\'s MP4 recipe, %d frames' % ffmpeg['frames'],
                     '%.2f s' % ffmpeg['median_s'], 'MP4'])
    if mp4:
        ratio = '%.2f× ffmpeg alone' % (mp4['median_s'] / ffmpeg['median_s']) if ffmpeg else ''
        rows.append(['`curtain render %s -o film.mp4` (end to end)' % mp4['film'],
                     '%.2f s' % mp4['median_s'], ratio])
    return rows if len(rows) > 2 else []


def meets_criteria(frame, figures):
    """docs/benchmark-scenes.md#accuracy: mean |d| per channel at most 1 (2 in S6), and in
    S1-S5 fewer than 0.5 % of the pixels off by more than 8 levels. `frame` is a scene's name,
    or its moving variant's last frame (`S1-moving-29`), held to the scene's criteria."""
    name = frame.split('-')[0]
    if max(figures['mean_abs']) > (2 if name == 'S6' else 1):
        return False
    return name in ('S6', 'S7') or figures['over_8_percent'] < 0.5


def agreement_table(results):
    figures = results.get('agreement') or {}
    columns = ['curtain'] + [e for e in results['engines'] if e != 'skia']
    columns = [c for c in columns if any(c in row for row in figures.values())]
    if not columns:
        return []
    title = dict(ENGINE_TITLES, curtain='Curtain')
    rows = [['scene'] + ['%s vs Skia' % title[c] for c in columns],
            ['---'] + ['---:'] * len(columns)]
    frames = [frame for name in results['scenes']
              for frame in (name, '%s-moving-%02d' % (name, S.MOVING_FRAMES[-1]))
              if frame in figures]
    for frame in frames:
        row = [frame.replace('-moving-', ' moving, frame ')]
        for column in columns:
            entry = figures[frame].get(column)
            if entry is None:
                row.append(DASH)
                continue
            row.append('%.2f / %.1f dB / %.3f %%%s' % (
                max(entry['mean_abs']), entry['psnr_db'], entry['over_8_percent'],
                '' if meets_criteria(frame, entry) else ' (outside the criteria)'))
        rows.append(row)
    return rows


def busy_warning(results):
    """A warning when the peers' processes got less than 90 % of a CPU while timed: something
    else ran on the machine, and every figure of the run is inflated by it."""
    figures = [entry for peer in results['peers'].values()
               for variant in ('still', 'moving') for entry in peer.get(variant, {}).values()]
    busy = [entry for entry in figures if entry['cpu_per_wall'] < 0.9]
    if not busy:
        return []
    return ['', '**The machine was busy:** %d of %d peer measurements got less than 90 %% of a '
            'CPU while timed (processor time over wall time), so this run\'s figures are '
            'inflated. Run again on an idle machine.' % (len(busy), len(figures))]


def lines(rows):
    return ['| ' + ' | '.join(row) + ' |' for row in rows]


def markdown(results):
    out = ['## Curtain and its peers, %s' % results['started'], '']
    m = results['machine']
    rounds = results.get('scene_rounds', 1)
    out.append('Machine: %s, %d CPUs; load average %s at the start, %s at the end. One thread '
               'for every renderer; median of %d frames after %d warm-ups (still), of frames '
               '0–29 after frames −3…−1 (moving); ms per 1179×2556 frame, clear included%s. '
               'Factor: the fastest peer\'s median over Curtain\'s (warm, or cold) median; above '
               '1, Curtain is faster%s.' % (
                   m.get('cpu', '?'), m['cpus'], results['load_average_start'],
                   results.get('load_average_end', '?'), results['runs'], results['warmups'],
                   '' if rounds == 1 else '; every scene and renderer measured in %d rounds, '
                   'each figure the median of the rounds\' medians' % rounds,
                   '' if rounds == 1 else '; by round: the least and the most of the rounds\' '
                   'factors'))
    out += busy_warning(results)
    out += ['', '### Still scenes', ''] + lines(scene_table(results, 'still'))
    curtain = results.get('curtain') or {}
    out += ['', '### Moving scenes (0.37, 0.61) px a frame', ''] + lines(
        scene_table(results, 'moving'))
    if curtain and not curtain.get('moving_supported'):
        out += ['', '`curtain bench` has no `--moving` yet, so Curtain\'s column is empty.']
    floors = floors_table(results)
    if floors:
        out += ['', '### Floors', ''] + lines(floors)
    agree = agreement_table(results)
    if agree:
        out += ['', '### Agreement with Skia', '',
                'Largest per-channel mean |Δ| in levels / PSNR over RGB / pixels off by more '
                'than 8 levels; docs/benchmark-scenes.md gives the criteria.', '']
        out += lines(agree)
    out += ['', '### Versions and closest equivalents', '']
    for engine in results['engines']:
        peer = results['peers'].get(engine)
        if peer:
            out.append('- %s: %s.' % (ENGINE_TITLES[engine], peer['version']))
            for name, note in sorted(peer.get('notes', {}).items()):
                out.append('  - %s: %s.' % (name, note))
    return '\n'.join(out) + '\n'
