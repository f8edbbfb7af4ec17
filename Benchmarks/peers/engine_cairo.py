"""Cairo's image backend (cairocffi over the system's libcairo and pixman): one thread.

Cairo has no blur. A shadow is the shape drawn into an A8 layer that blur.c blurs, then used as
the mask of the shadow's colour; a backdrop is the pixels beneath copied into a layer, blurred by
blur.c, and filled through the panel's shape. Rounded corners are arcs; quadratic curves are
drawn as the equal cubics.
"""
import ctypes
import importlib.metadata
import math

import cairocffi as cairo
import numpy as np

import scenes as S
from blur import BoxBlur, pixel_box

HALF_PI = math.pi / 2


def surface_view(surface):
    """A numpy view (height x stride bytes) of an image surface's pixels, and their address."""
    view = np.frombuffer(surface.get_data(), np.uint8).reshape(surface.get_height(), -1)
    return view, view.ctypes.data


def pixman_version():
    try:
        pixman = ctypes.CDLL('libpixman-1.so.0')
    except OSError:
        return '?'
    pixman.pixman_version_string.restype = ctypes.c_char_p
    return pixman.pixman_version_string().decode()


class CairoEngine:
    name = 'cairo'
    notes = {
        'S4': 'no blur in Cairo: shadow = shape in an A8 layer blurred by blur.c (3 box blurs), '
              'used as the mask of black at 0.35',
        'S6': 'no blur in Cairo: backdrop copied into a layer, blurred by blur.c (3 box blurs), '
              'filled through the panel',
    }

    def __init__(self):
        self.version = 'cairocffi %s, cairo %s, pixman %s' % (
            importlib.metadata.version('cairocffi'), cairo.cairo_version_string(), pixman_version())
        self.surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, S.WIDTH, S.HEIGHT)
        self.cr = cairo.Context(self.surface)
        self.pixels, self.address = surface_view(self.surface)
        self.picture_surface = cairo.ImageSurface(cairo.FORMAT_RGB24, S.WIDTH, S.HEIGHT)
        view, _ = surface_view(self.picture_surface)
        view[:, :S.WIDTH * 4] = S.image_p()[..., [2, 1, 0, 3]].reshape(S.HEIGHT, -1)
        self.picture_surface.mark_dirty()
        self.picture_pattern = cairo.SurfacePattern(self.picture_surface)
        # Bilinear explicitly: cairo's default (GOOD) filters with a box when scaling down.
        self.picture_pattern.set_filter(cairo.FILTER_BILINEAR)
        self.picture_pattern.set_extend(cairo.EXTEND_PAD)
        # Scratch layers the size of the canvas, in canvas coordinates: coverage for shadows,
        # colour for backdrops; each use overwrites only the box it needs.
        self.mask = cairo.ImageSurface(cairo.FORMAT_A8, S.WIDTH, S.HEIGHT)
        self.mask_cr = cairo.Context(self.mask)
        self.mask_pixels, self.mask_address = surface_view(self.mask)
        self.layer = cairo.ImageSurface(cairo.FORMAT_ARGB32, S.WIDTH, S.HEIGHT)
        self.layer_pixels, self.layer_address = surface_view(self.layer)
        self.blur = BoxBlur()
        self.draw = S.drawing_methods(self)

    def render(self, ops):
        cr = self.cr
        cr.set_operator(cairo.OPERATOR_SOURCE)
        cr.set_source_rgb(0, 0, 0)
        cr.paint()
        cr.set_operator(cairo.OPERATOR_OVER)
        for op in ops:
            self.draw[type(op)](op)
        self.surface.flush()

    def rgba(self):
        return self.pixels[:, :S.WIDTH * 4].reshape(S.HEIGHT, S.WIDTH, 4)[..., [2, 1, 0, 3]].copy()

    # ---- shapes -------------------------------------------------------------------------------

    @staticmethod
    def shape_path(cr, shape):
        cr.new_path()
        if isinstance(shape, S.Circle):
            cr.arc(shape.cx, shape.cy, shape.r, 0, 2 * math.pi)
            return
        x, y, w, h = shape.rect
        r = shape.radius
        if r == 0:
            cr.rectangle(x, y, w, h)
        elif r is not None:
            # Clockwise from the top-right corner, each corner an arc about a centre r inside.
            cr.arc(x + w - r, y + r, r, -HALF_PI, 0)
            cr.arc(x + w - r, y + h - r, r, 0, HALF_PI)
            cr.arc(x + r, y + h - r, r, HALF_PI, math.pi)
            cr.arc(x + r, y + r, r, math.pi, 3 * HALF_PI)
            cr.close_path()
        else:
            CairoEngine.corners_path(cr, x, y, w, h, shape.radii)

    @staticmethod
    def corners_path(cr, x, y, w, h, radii):
        """A rounded rect with its own radius per corner; a corner of radius 0 is its point."""
        tl, tr, br, bl = radii
        corners = ((x + w, y, tr, -HALF_PI), (x + w, y + h, br, 0.0), (x, y + h, bl, HALF_PI),
                   (x, y, tl, math.pi))
        for i, (cx, cy, r, start) in enumerate(corners):
            if r:
                ax = cx - r if cx > x else cx + r
                ay = cy - r if cy > y else cy + r
                cr.arc(ax, ay, r, start, start + HALF_PI)
            elif i == 0:
                cr.move_to(cx, cy)
            else:
                cr.line_to(cx, cy)
        cr.close_path()

    @staticmethod
    def set_colour(cr, rgb, alpha):
        cr.set_source_rgba(rgb[0] / 255, rgb[1] / 255, rgb[2] / 255, alpha)

    # ---- operations ---------------------------------------------------------------------------

    def fill(self, op):
        cr = self.cr
        if op.mask is not None:
            cr.save()
            self.shape_path(cr, op.mask)
            cr.clip()
        self.shape_path(cr, op.shape)
        self.set_colour(cr, op.rgb, op.alpha)
        cr.fill()
        if op.mask is not None:
            cr.restore()

    def picture(self, op):
        d = op.dest
        matrix = cairo.Matrix(xx=d.w / S.WIDTH, yy=d.h / S.HEIGHT, x0=d.x, y0=d.y)
        matrix.invert()   # a pattern's matrix maps user space to pattern space
        self.picture_pattern.set_matrix(matrix)
        cr = self.cr
        if not op.clip_is_dest:
            cr.save()
            cr.rectangle(*d)
            cr.clip()
        self.shape_path(cr, op.clip)
        cr.set_source(self.picture_pattern)
        cr.fill()
        if not op.clip_is_dest:
            cr.restore()

    def shadow(self, op):
        x0, y0, x1, y1 = box = pixel_box(op.shape.rect, op.sigma)
        self.mask.flush()
        self.mask_pixels[y0:y1, x0:x1] = 0
        self.mask.mark_dirty_rectangle(x0, y0, x1 - x0, y1 - y0)
        self.shape_path(self.mask_cr, op.shape)
        self.mask_cr.set_source_rgba(0, 0, 0, 1)
        self.mask_cr.fill()
        self.mask.flush()
        self.blur(self.mask_address, box, self.mask.get_stride(), 1, 1, op.sigma,
                  repeat_edges=False)
        self.mask.mark_dirty_rectangle(x0, y0, x1 - x0, y1 - y0)
        cr = self.cr
        cr.save()
        cr.rectangle(x0, y0, x1 - x0, y1 - y0)
        cr.clip()
        self.set_colour(cr, op.rgb, op.alpha)
        cr.mask_surface(self.mask, 0, 0)
        cr.restore()

    def backdrop(self, op):
        self.surface.flush()
        x0, y0, x1, y1 = box = pixel_box(op.shape.rect, op.sigma)
        self.layer_pixels[y0:y1, x0 * 4:x1 * 4] = self.pixels[y0:y1, x0 * 4:x1 * 4]
        self.blur(self.layer_address, box, self.layer.get_stride(), 4, 4, op.sigma,
                  repeat_edges=True)
        self.layer.mark_dirty_rectangle(x0, y0, x1 - x0, y1 - y0)
        cr = self.cr
        self.shape_path(cr, op.shape)
        cr.set_source_surface(self.layer, 0, 0)
        cr.fill_preserve()
        self.set_colour(cr, op.rgb, op.alpha)
        cr.fill()

    def ring(self, op):
        cr = self.cr
        self.shape_path(cr, op.circle)
        cr.set_line_width(op.width)
        self.set_colour(cr, op.rgb, op.alpha)
        cr.stroke()

    def disc(self, op):
        cr = self.cr
        self.shape_path(cr, op.circle)
        self.set_colour(cr, op.rgb, op.alpha)
        cr.fill()

    def path(self, op):
        cr = self.cr
        cr.new_path()
        S.replay(op.commands, cr.move_to, cr.line_to, cr.curve_to, cr.close_path)
        cr.set_fill_rule(cairo.FILL_RULE_EVEN_ODD if op.even_odd else cairo.FILL_RULE_WINDING)
        self.set_colour(cr, op.rgb, op.alpha)
        cr.fill()
        cr.set_fill_rule(cairo.FILL_RULE_WINDING)

    def curve(self, op):
        # The cubic equal to a quadratic has controls 2/3 of the way from each end to its control.
        (x0, y0), (qx, qy), (x1, y1) = op.start, op.control, op.end
        cr = self.cr
        cr.new_path()
        cr.move_to(x0, y0)
        cr.curve_to(x0 + 2 / 3 * (qx - x0), y0 + 2 / 3 * (qy - y0),
                    x1 + 2 / 3 * (qx - x1), y1 + 2 / 3 * (qy - y1), x1, y1)
        cr.set_line_width(op.width)
        cr.set_line_cap(cairo.LINE_CAP_ROUND)
        self.set_colour(cr, op.rgb, op.alpha)
        cr.stroke()
        cr.set_line_cap(cairo.LINE_CAP_BUTT)
