"""The three-box blur of blur.c, for the peers without a blur (Blend2D and Cairo), and the
integer pixel box a blur works in."""
import ctypes
import math
import os

import scenes as S

LIBRARY = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'build', 'libblur.so')


class BoxBlur:
    """blur.c's box_blur3, loaded once (run.sh compiles it into build/)."""

    def __init__(self):
        if not os.path.exists(LIBRARY):
            raise SystemExit('error: %s is missing; run Benchmarks/peers/run.sh, which builds it'
                             % LIBRARY)
        self.library = ctypes.CDLL(LIBRARY)
        self.library.box_blur3.argtypes = [
            ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_int,
            ctypes.c_double, ctypes.c_int]
        self.library.box_blur3.restype = ctypes.c_int

    def __call__(self, address, box, stride, step, channels, sigma, repeat_edges):
        """Blurs `channels` bytes of each pixel inside `box` (x0, y0, x1, y1) of an image at
        `address` whose pixels are `step` bytes apart and rows `stride` bytes apart."""
        x0, y0, x1, y1 = box
        start = address + y0 * stride + x0 * step
        if not self.library.box_blur3(start, x1 - x0, y1 - y0, stride, step, channels, sigma,
                                      1 if repeat_edges else 0):
            raise MemoryError('box_blur3 ran out of memory')


def pixel_box(rect, sigma):
    """The whole pixels that `rect` grown by 3 sigma touches, within the canvas, as (x0, y0, x1,
    y1) with x1, y1 exclusive. Three boxes reach less than 3 sigma, so a blur inside this box
    gives every pixel of `rect` all it needs."""
    pad = math.ceil(3 * sigma)
    return (max(0, math.floor(rect.x) - pad), max(0, math.floor(rect.y) - pad),
            min(S.WIDTH, math.ceil(rect.x + rect.w) + pad),
            min(S.HEIGHT, math.ceil(rect.y + rect.h) + pad))
