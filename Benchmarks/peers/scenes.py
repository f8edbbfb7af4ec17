"""The reference scenes S1-S7 of docs/benchmark-scenes.md as engine-neutral drawing lists.

A scene is a list of drawing operations (the named tuples below) in paint order, in device
pixels with y down; every engine module draws each kind of operation its own way. Colours are
sRGB bytes, alphas 0..1. `scene(name, frame)` shifts the whole scene by frame * (0.37, 0.61) px
for the moving variant; frame None is the still scene.

Everything here runs outside the timed region.
"""
import math
from typing import NamedTuple

import numpy as np

WIDTH, HEIGHT = 1179, 2556
NAMES = ('S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7')
TITLES = {
    'S1': 'dimmed card', 'S2': 'page sheet', 'S3': 'many layers', 'S4': 'shadowed card',
    'S5': 'circular reveal', 'S6': 'material', 'S7': 'paths',
}

# The moving variant: frame f is the scene moved by f * STEP; frames 0..29 are timed after
# warm-up frames -3..-1, so no frame is drawn twice.
STEP = (0.37, 0.61)
MOVING_FRAMES = range(30)
MOVING_WARMUPS = range(-3, 0)


class Rect(NamedTuple):
    x: float
    y: float
    w: float
    h: float


class Circle(NamedTuple):
    cx: float
    cy: float
    r: float


class RoundedRect(NamedTuple):
    """A rect with corner radii (top-left, top-right, bottom-right, bottom-left); `radius` is
    their common value (0 for a plain rect), or None when they differ. Use `rounded_rect`."""
    rect: Rect
    radii: tuple
    radius: float


def rounded_rect(rect, radii):
    """A RoundedRect from one radius or four."""
    if not isinstance(radii, tuple):
        radii = (radii,) * 4
    return RoundedRect(rect, radii, radii[0] if len(set(radii)) == 1 else None)


# ---- operations -----------------------------------------------------------------------------

class Fill(NamedTuple):
    """A solid rounded rect (radii 0: a rect), optionally masked by a circle."""
    shape: RoundedRect
    rgb: tuple
    alpha: float
    mask: Circle = None


class Picture(NamedTuple):
    """Image P drawn into `dest` (scaled to it, bilinear, anti-aliased edges), clipped to `clip`:
    a RoundedRect or a Circle. Opaque."""
    dest: Rect
    clip: object

    @property
    def clip_is_dest(self):
        """Whether the clip is a rounded rect on `dest` itself, so that the image's own edges
        need no anti-aliasing of their own (it would apply the edge coverage twice)."""
        return isinstance(self.clip, RoundedRect) and self.clip.rect == self.dest


class Shadow(NamedTuple):
    """A rounded rect's Gaussian shadow: the shape filled with `rgb`, blurred by `sigma`, at
    `alpha`."""
    shape: RoundedRect
    rgb: tuple
    alpha: float
    sigma: float


class Ring(NamedTuple):
    """A circle stroked `width` px wide, centred on it."""
    circle: Circle
    width: float
    rgb: tuple
    alpha: float


class Backdrop(NamedTuple):
    """Inside `shape` only: what lies beneath, blurred by `sigma` (outside the canvas repeats its
    edge), then `rgb` at `alpha` over it."""
    shape: RoundedRect
    sigma: float
    rgb: tuple
    alpha: float


class Disc(NamedTuple):
    circle: Circle
    rgb: tuple
    alpha: float


class Path(NamedTuple):
    """A closed path filled by the even-odd or the non-zero rule. `commands` is
    [('M', x, y), ('L', x, y), ('C', x1, y1, x2, y2, x, y), ('Z',)]."""
    commands: list
    even_odd: bool
    rgb: tuple
    alpha: float


class Curve(NamedTuple):
    """A quadratic curve from `start` through control `control` to `end`, stroked `width` px
    wide with round caps."""
    start: tuple
    control: tuple
    end: tuple
    width: float
    rgb: tuple
    alpha: float


OPERATIONS = (Fill, Picture, Shadow, Ring, Backdrop, Disc, Path, Curve)


def drawing_methods(engine):
    """An engine's drawing method for each kind of operation, by name: Fill -> engine.fill, ..."""
    return {kind: getattr(engine, kind.__name__.lower()) for kind in OPERATIONS}


# ---- shared inputs --------------------------------------------------------------------------

def image_p():
    """Image P, HEIGHT x WIDTH x 4 uint8 RGBA, opaque: R = 255x // 1178, G = 255y // 2555,
    B = (x ^ y) & 255."""
    x = np.arange(WIDTH, dtype=np.int64)[None, :]
    y = np.arange(HEIGHT, dtype=np.int64)[:, None]
    p = np.empty((HEIGHT, WIDTH, 4), np.uint8)
    p[..., 0] = (x * 255) // (WIDTH - 1)
    p[..., 1] = (y * 255) // (HEIGHT - 1)
    p[..., 2] = (x ^ y) & 255
    p[..., 3] = 255
    return p


class Lcg:
    """s <- (1103515245 s + 12345) mod 2^32; each draw is (s >> 8) / 2^24, in [0, 1)."""

    def __init__(self, seed):
        self.state = seed

    def u(self):
        self.state = (1103515245 * self.state + 12345) & 0xFFFFFFFF
        return (self.state >> 8) / 16777216.0

    def byte(self):
        return int(self.u() * 256)


def rounded_rect_commands(shape):
    """A rounded rect as path commands, clockwise from the top edge; each corner a cubic
    quarter-circle (control points k = 0.5523 of the radius along the tangents)."""
    k = 0.5522847498307936
    x, y, w, h = shape.rect
    tl, tr, br, bl = shape.radii
    c = [('M', x + tl, y), ('L', x + w - tr, y)]
    if tr:
        c.append(('C', x + w - tr + k * tr, y, x + w, y + tr - k * tr, x + w, y + tr))
    c.append(('L', x + w, y + h - br))
    if br:
        c.append(('C', x + w, y + h - br + k * br, x + w - br + k * br, y + h, x + w - br, y + h))
    c.append(('L', x + bl, y + h))
    if bl:
        c.append(('C', x + bl - k * bl, y + h, x, y + h - bl + k * bl, x, y + h - bl))
    c.append(('L', x, y + tl))
    if tl:
        c.append(('C', x, y + tl - k * tl, x + tl - k * tl, y, x + tl, y))
    c.append(('Z',))
    return c


def replay(commands, move_to, line_to, cubic_to, close):
    """Sends path commands to an engine's path-building calls."""
    for command in commands:
        kind = command[0]
        if kind == 'M':
            move_to(command[1], command[2])
        elif kind == 'L':
            line_to(command[1], command[2])
        elif kind == 'C':
            cubic_to(*command[1:])
        else:
            close()


# ---- the scenes -----------------------------------------------------------------------------

class _Place:
    """Geometry moved by one offset."""

    def __init__(self, dx, dy):
        self.dx, self.dy = dx, dy

    def rect(self, x, y, w, h):
        return Rect(x + self.dx, y + self.dy, w, h)

    def rrect(self, x, y, w, h, radius):
        return rounded_rect(self.rect(x, y, w, h), radius)

    def circle(self, cx, cy, r):
        return Circle(cx + self.dx, cy + self.dy, r)

    def point(self, x, y):
        return (x + self.dx, y + self.dy)


RED_CARD = ((0xFF, 0x3B, 0x30), 0.75)


def _dimmed_card(at, shadow):
    ops = [
        Fill(at.rrect(0, 0, WIDTH, HEIGHT, 0), (0xFF, 0xCC, 0x00), 1.0),
        Fill(at.rrect(0, 0, WIDTH, HEIGHT, 0), (0, 0, 0), 0.5),
    ]
    if shadow:
        ops.append(Shadow(at.rrect(60, 72, 1059, 2436, 36), (0, 0, 0), 0.35, 12.0))
    ops.append(Fill(at.rrect(60, 60, 1059, 2436, 36), *RED_CARD))
    return ops


def _page_sheet(at):
    # P scaled by 0.92 about the canvas centre (589.5, 1278).
    w, h = WIDTH * 0.92, HEIGHT * 0.92
    dest = at.rect(589.5 - w / 2, 1278 - h / 2, w, h)
    ops = [
        Picture(dest, rounded_rect(dest, 30.0)),
        Fill(at.rrect(0, 0, WIDTH, HEIGHT, 0), (0, 0, 0), 0.4),
        Fill(rounded_rect(at.rect(0, 162, 1179, 2394), (30.0, 30.0, 0.0, 0.0)), (255, 255, 255),
             1.0),
    ]
    for i in range(17):
        ops.append(Fill(at.rrect(48, 282 + 132 * i, 1083, 110, 20), (0xF2, 0xF2, 0xF7), 1.0))
    return ops


def _many_layers(at):
    g = Lcg(12345)
    ops = []
    for _ in range(1000):
        w = 40 + g.u() * 360
        h = 40 + g.u() * 360
        x = g.u() * (WIDTH - w)
        y = g.u() * (HEIGHT - h)
        r = g.u() * min(40.0, w / 2, h / 2)
        rgb = (g.byte(), g.byte(), g.byte())
        a = 0.2 + g.u() * 0.8
        ops.append(Fill(at.rrect(x, y, w, h, r), rgb, a))
    return ops


def _circular_reveal(at):
    reveal = at.circle(900.5, 2300.25, 1450.75)
    return [
        Picture(at.rect(0, 0, WIDTH, HEIGHT), reveal),
        Ring(reveal, 8.0, (255, 255, 255), 0.9),
        Fill(at.rrect(60, 60, 1059, 2436, 36), *RED_CARD, mask=at.circle(589.5, 1278, 700)),
    ]


def _material(at):
    ops = _page_sheet(at)
    ops.append(Backdrop(at.rrect(60, 1500, 1059, 900, 39), 30.0, (255, 255, 255), 0.72))
    for i in range(4):
        ops.append(Fill(at.rrect(108, 1560 + 200 * i, 963, 150, 24), (255, 255, 255), 0.6))
    return ops


def _paths(at):
    g = Lcg(777)
    ops = []
    for i in range(600):
        cx, cy = g.u() * WIDTH, g.u() * HEIGHT
        size = 12 + g.u() * 110
        rgb = (g.byte(), g.byte(), g.byte())
        a = 0.35 + g.u() * 0.65
        rot = g.u() * 2 * math.pi
        kind = i % 3
        if kind == 0:
            ops.append(Disc(at.circle(cx, cy, size), rgb, a))
        elif kind == 1:
            # A pentagram: every second of five points on the circle, even-odd (hollow centre).
            points = [at.point(cx + size * math.cos(rot + k * 4 * math.pi / 5),
                               cy + size * math.sin(rot + k * 4 * math.pi / 5)) for k in range(5)]
            commands = [('M', *points[0])] + [('L', *p) for p in points[1:]] + [('Z',)]
            ops.append(Path(commands, True, rgb, a))
        else:
            radii = [size * (0.6 + 0.4 * g.u()) for _ in range(4)]
            angles = [rot + k * math.pi / 2 for k in range(4)]
            points = [(cx + r * math.cos(t), cy + r * math.sin(t)) for r, t in zip(radii, angles)]
            # Tangent handles 0.55 r long, perpendicular to each point's radius.
            out = [(p[0] - 0.55 * r * math.sin(t), p[1] + 0.55 * r * math.cos(t))
                   for p, r, t in zip(points, radii, angles)]
            back = [(p[0] + 0.55 * r * math.sin(t), p[1] - 0.55 * r * math.cos(t))
                    for p, r, t in zip(points, radii, angles)]
            commands = [('M', *at.point(*points[0]))]
            for k in range(4):
                n = (k + 1) % 4
                commands.append(('C', *at.point(*out[k]), *at.point(*back[n]),
                                 *at.point(*points[n])))
            commands.append(('Z',))
            ops.append(Path(commands, False, rgb, a))
    for _ in range(150):
        x0, y0 = g.u() * WIDTH, g.u() * HEIGHT
        x1, y1 = g.u() * WIDTH, g.u() * HEIGHT
        qx, qy = g.u() * WIDTH, g.u() * HEIGHT
        w = 2 + g.u() * 10
        rgb = (g.byte(), g.byte(), g.byte())
        ops.append(Curve(at.point(x0, y0), at.point(qx, qy), at.point(x1, y1), w, rgb, 0.8))
    return ops


_BUILDERS = {
    'S1': lambda at: _dimmed_card(at, shadow=False),
    'S2': _page_sheet,
    'S3': _many_layers,
    'S4': lambda at: _dimmed_card(at, shadow=True),
    'S5': _circular_reveal,
    'S6': _material,
    'S7': _paths,
}


def offset(frame):
    """The moving variant's offset of `frame` (None: the still scene)."""
    if frame is None:
        return (0.0, 0.0)
    return (STEP[0] * frame, STEP[1] * frame)


def scene(name, frame=None):
    """Scene `name` ('S1'..'S7') as a list of operations, moved to `frame` of the animation."""
    return _BUILDERS[name](_Place(*offset(frame)))
