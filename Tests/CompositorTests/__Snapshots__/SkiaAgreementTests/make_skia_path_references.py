"""Skia's render of P1, the path sampler of PathScenes.swift, for SkiaAgreementTests.

    cd Tests/CompositorTests/__Snapshots__/SkiaAgreementTests
    ../../../../Benchmarks/peers/.venv/bin/python make_skia_path_references.py [OUT_DIR]

P1 (strokes with every cap and join, miter limits, a dashed circle, an even-odd ring, pentagrams
under both rules, a card with continuous corners and its border, a trimmed checkmark and an arc
on a rotated layer) is drawn with the geometry PathScenes.swift builds: the same points, the same
cubic pieces for ellipses, arcs and continuous corners, and dashes cut at exact lengths. S7, the
benchmark's paths scene, comes from make_skia_references.py (the peer harness's engine). Needs
skia-python 144.1 and Pillow (the harness's virtualenv has them). P1 is opaque: the PNG is RGB.
"""
import math
import os
import sys

import skia
from PIL import Image

out = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))


def paint(rgb, a, stroke=None):
    p = skia.Paint()
    p.setAntiAlias(True)
    p.setColor4f(skia.Color4f(rgb[0] / 255, rgb[1] / 255, rgb[2] / 255, a))
    if stroke:
        width, cap, join, limit = stroke
        p.setStyle(skia.Paint.kStroke_Style)
        p.setStrokeWidth(width)
        p.setStrokeCap(cap)
        p.setStrokeJoin(join)
        p.setStrokeMiter(limit)
    return p


def hex_rgb(h):
    return ((h >> 16) & 255, (h >> 8) & 255, h & 255)


def unit(a):
    """(cos a, sin a), exact at whole quarter turns, as Geometry's unitVector."""
    q = a / (math.pi / 2)
    if abs(q - round(q)) < 1e-12:
        return [(1, 0), (0, 1), (-1, 0), (0, -1)][int(round(q)) % 4]
    return (math.cos(a), math.sin(a))


def arc(path, cx, cy, rx, ry, start, sweep):
    """Geometry's Path.appendArc: cubics of at most a quarter turn, 4/3 tan(φ/4) controls."""
    n = max(1, math.ceil(abs(sweep) / (math.pi / 2) - 1e-9))
    step = sweep / n
    k = 4 / 3 * math.tan(step / 4)
    for i in range(n):
        a0 = start + step * i
        a1 = start + sweep if i == n - 1 else a0 + step
        u0, u1 = unit(a0), unit(a1)
        p0 = (cx + rx * u0[0], cy + ry * u0[1])
        p3 = (cx + rx * u1[0], cy + ry * u1[1])
        path.cubicTo(p0[0] - rx * u0[1] * k, p0[1] + ry * u0[0] * k,
                     p3[0] + rx * u1[1] * k, p3[1] - ry * u1[0] * k, p3[0], p3[1])


def oval(path, x, y, w, h):
    """Path.addEllipse(in:clockwise: false): from (maxX, midY), the angle increasing."""
    path.moveTo(x + w, y + h / 2)
    arc(path, x + w / 2, y + h / 2, w / 2, h / 2, 0, 2 * math.pi)
    path.close()


K = 1.528665
CORNER = [((1.088492957618529, 0), (0.868406944063002, 0), (0.631493792830992, 0.074911387847016)),
          ((0.372823826625747, 0.169059556044370), (0.169059556044370, 0.372823826625747),
           (0.074911387847016, 0.631493792830992)),
          ((0, 0.868406944063002), (0, 1.088492957618529), (0, K))]


def continuous(path, x, y, w, h, r):
    """RoundedRect.continuousOutline for a uniform radius."""
    corners = [((x + w, y), (1, 0), (0, 1)), ((x + w, y + h), (0, 1), (-1, 0)),
               ((x, y + h), (-1, 0), (0, -1)), ((x, y), (0, -1), (1, 0))]
    path.moveTo(x + K * r, y)
    for (c, arriving, leaving) in corners:
        def pt(uv):
            return (c[0] - arriving[0] * uv[0] * r + leaving[0] * uv[1] * r,
                    c[1] - arriving[1] * uv[0] * r + leaving[1] * uv[1] * r)
        path.lineTo(*pt((K, 0)))
        for (c1, c2, e) in CORNER:
            a, b, d = pt(c1), pt(c2), pt(e)
            path.cubicTo(a[0], a[1], b[0], b[1], d[0], d[1])
    path.close()


def oval_points(x, y, w, h, steps=64):
    """The closed polyline of oval()'s cubics, each cut into `steps` equal parameter steps."""
    path = skia.Path()
    oval(path, x, y, w, h)
    points, verbs = [], []
    for verb, pts in path:
        if verb == skia.Path.Verb.kMove_Verb:
            points.append((pts[0].x(), pts[0].y()))
        elif verb == skia.Path.Verb.kCubic_Verb:
            p0, p1, p2, p3 = [(q.x(), q.y()) for q in pts]
            for i in range(1, steps + 1):
                t = i / steps
                a, b, c, d = (1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t * t, t ** 3
                points.append((a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
                               a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]))
    return points


def dashes(points, pattern, phase):
    """Path.dashed on a closed polyline: runs of `pattern` starting `phase` into it, a dash
    through the start joined into one."""
    lengths = [math.dist(a, b) for a, b in zip(points, points[1:])]
    total, period = sum(lengths), sum(pattern)

    def at(s):
        for (a, b), l in zip(zip(points, points[1:]), lengths):
            if s <= l:
                f = s / l if l else 0
                return (a[0] + f * (b[0] - a[0]), a[1] + f * (b[1] - a[1]))
            s -= l
        return points[-1]

    def piece(s0, s1):
        out, run = [at(s0)], 0.0
        for q, l in zip(points[1:], lengths):
            run += l
            if s0 < run < s1:
                out.append(q)
        return out + [at(s1)]

    runs, position, k = [], -(phase % period), 0
    while position <= total:
        end = position + pattern[k]
        if k % 2 == 0 and end > 0 and position < total:
            runs.append((max(0, position), min(total, end)))
        position, k = end, (k + 1) % len(pattern)
    pieces = [piece(a, b) for a, b in runs]
    if len(runs) > 1 and runs[0][0] <= 0 and runs[-1][1] >= total:
        pieces[-1] += pieces.pop(0)[1:]
    return pieces


def polyline(points):
    path = skia.Path()
    path.moveTo(*points[0])
    for q in points[1:]:
        path.lineTo(*q)
    return path


def p1(canvas):
    canvas.clear(skia.Color(0xF2, 0xF2, 0xF7))
    caps = [skia.Paint.kButt_Cap, skia.Paint.kRound_Cap, skia.Paint.kSquare_Cap]
    joins = [skia.Paint.kMiter_Join, skia.Paint.kRound_Join, skia.Paint.kBevel_Join]
    colors = [0x007AFF, 0xFF9500, 0x34C759]
    for j in range(3):
        y = 80 + 110 * j
        path = polyline([(50, y + 40), (150, y - 30), (250, y + 40), (330, y - 10)])
        canvas.drawPath(path, paint(hex_rgb(colors[j]), 1, (16, caps[j], joins[j], 10)))
    for k, limit in enumerate([30, 4]):
        y = 60 + 100 * k
        path = polyline([(380, y), (560, y + 30), (380, y + 60)])
        canvas.drawPath(path, paint(hex_rgb(0xAF52DE), 1, (12, caps[0], joins[0], limit)))
    # Skia places dashes by lengths it measures to within half a pixel (0.15 % short on this
    # circle), where Geometry's dasher splits its curves at exact lengths: the dashes are cut
    # here from the circle's cubics flattened to 0.005 px, and stroked one by one.
    dashed = paint(hex_rgb(0xFF3B30), 1, (8, caps[1], joins[1], 10))
    for dash in dashes(oval_points(400, 270, 140, 140), [24, 12], 6):
        canvas.drawPath(polyline(dash), dashed)
    ring = skia.Path()
    ring.setFillType(skia.PathFillType.kEvenOdd)
    oval(ring, 30, 400, 160, 160)
    oval(ring, 65, 435, 90, 90)
    canvas.drawPath(ring, paint(hex_rgb(0x34C759), 0.9))
    for k, fill in enumerate([skia.PathFillType.kWinding, skia.PathFillType.kEvenOdd]):
        cx, cy = 290 + 180 * k, 480 + 20 * k
        star = polyline([(cx + 75 * math.cos(-math.pi / 2 + i * 4 * math.pi / 5),
                          cy + 75 * math.sin(-math.pi / 2 + i * 4 * math.pi / 5)) for i in range(5)])
        star.close()
        star.setFillType(fill)
        canvas.drawPath(star, paint(hex_rgb(0x5856D6), 0.85))
    card = skia.Path()
    continuous(card, 40, 600, 250, 160, 28)
    canvas.drawPath(card, paint(hex_rgb(0x5AC8FA), 0.85))
    border = skia.Path()
    border.setFillType(skia.PathFillType.kEvenOdd)
    continuous(border, 40, 600, 250, 160, 28)
    continuous(border, 46, 606, 238, 148, 22)
    canvas.drawPath(border, paint((0, 0, 0), 0.5))
    canvas.save()
    canvas.rotate(10, 300, 400)
    # The checkmark to 80 % of its length: 0.8 · (|a→b| + |b→c|) from a.
    a, b, c = (320, 680), (370, 730), (470, 620)
    l1, l2 = math.dist(a, b), math.dist(b, c)
    f = (0.8 * (l1 + l2) - l1) / l2
    check = polyline([a, b, (b[0] + f * (c[0] - b[0]), b[1] + f * (c[1] - b[1]))])
    canvas.drawPath(check, paint(hex_rgb(0xFF9500), 1, (14, caps[1], joins[1], 10)))
    three = skia.Path()
    three.moveTo(540, 720)
    arc(three, 500, 720, 40, 40, 0, 1.5 * math.pi)
    canvas.drawPath(three, paint(hex_rgb(0x1C1C1E), 1, (6, caps[0], joins[0], 10)))
    canvas.restore()


for name, size, draw in [('P1', (600, 800), p1)]:
    surface = skia.Surface(*size)
    with surface as canvas:
        draw(canvas)
    rgba = surface.makeImageSnapshot().toarray(colorType=skia.kRGBA_8888_ColorType)
    assert (rgba[..., 3] == 255).all(), name + ' is not opaque'
    Image.fromarray(rgba[..., :3], 'RGB').save(os.path.join(out, name + '.png'), optimize=True)
    print(name, 'written')
