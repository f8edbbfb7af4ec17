"""Blend2D (blend2d-python), a synchronous context: one thread, JIT-compiled pipelines.

Blend2D has no blur and no path clip. A shadow is the shape drawn into a layer whose coverage
blur.c blurs, then blitted at the shadow's alpha; a backdrop is the pixels beneath copied into a
layer, blurred by blur.c, and filled through the panel's shape as a pattern; a fill masked by a
circle is drawn into a layer that then fills the circle as a pattern.

Two quirks of the binding: `set_fill_style` with a tuple swaps red and blue, so colours are
passed as (b, g, r, a); and it has no pixel accessor (`getDataAsNumPy` returns a copy), so
`pixel_view` reads the pixel pointer from the image object, checked against `getData`.
"""
import ctypes
import importlib.metadata

import blend2d as bl
import numpy as np

import scenes as S
from blur import BoxBlur, pixel_box


def pixel_view(image):
    """A numpy view (height x stride bytes) of a BLImage's pixels, and their address.

    The Python object is a nanobind instance: the CPython header (16 bytes), then an int32
    offset from the object to the wrapped C++ value, a BLImageCore whose first field points to
    its BLImageImpl { void *pixelData; intptr_t stride; int32 width, height; ... } (blend2d's
    public image.h)."""
    info = image.getData()
    core = id(image) + ctypes.c_int32.from_address(id(image) + 16).value
    impl = ctypes.c_void_p.from_address(core).value
    address = ctypes.c_void_p.from_address(impl).value
    stride = ctypes.c_int64.from_address(impl + 8).value
    width = ctypes.c_int32.from_address(impl + 16).value
    height = ctypes.c_int32.from_address(impl + 20).value
    if (width, height, stride) != (info['width'], info['height'], info['stride']):
        raise RuntimeError('blend2d-python: the image layout is not the one pixel_view expects')
    view = np.ctypeslib.as_array((ctypes.c_uint8 * (stride * height)).from_address(address))
    return view.reshape(height, stride), address


def rgba_tuple(rgb, alpha):
    """A colour for set_fill_style/set_stroke_style (the binding swaps red and blue)."""
    return (rgb[2] / 255, rgb[1] / 255, rgb[0] / 255, alpha)


class Blend2DEngine:
    name = 'blend2d'
    notes = {
        'S4': 'no blur in Blend2D: shadow = shape in a layer, coverage blurred by blur.c '
              '(3 box blurs), blitted at 0.35',
        'S5': 'no path clip in Blend2D: the card is drawn into a layer that fills the circle '
              'as a pattern',
        'S6': 'no blur in Blend2D: backdrop copied into a layer, blurred by blur.c '
              '(3 box blurs), filled through the panel as a pattern',
    }

    def __init__(self):
        self.version = 'blend2d-python %s (Blend2D %s)' % (
            importlib.metadata.version('blend2d-python'), '.'.join(map(str, bl.BL_VERSION)))
        self.image = bl.BLImage(S.WIDTH, S.HEIGHT, bl.BLFormat.PRGB32)
        self.context = bl.BLContext(self.image)
        self.pixels, self.address = pixel_view(self.image)
        self.stride = self.pixels.shape[1]
        self.picture_image = bl.BLImage(S.WIDTH, S.HEIGHT, bl.BLFormat.XRGB32)
        view, _ = pixel_view(self.picture_image)
        view[:, :S.WIDTH * 4] = S.image_p()[..., [2, 1, 0, 3]].reshape(S.HEIGHT, -1)
        # A scratch layer the size of the canvas, in canvas coordinates, for shadows, backdrops
        # and masks; each use clears or overwrites only the box it needs.
        self.layer = bl.BLImage(S.WIDTH, S.HEIGHT, bl.BLFormat.PRGB32)
        self.layer_context = bl.BLContext(self.layer)
        self.layer_pixels, self.layer_address = pixel_view(self.layer)
        self.layer_pattern = bl.BLPattern(self.layer, bl.BLRectI(0, 0, S.WIDTH, S.HEIGHT),
                                          bl.BLExtendMode.PAD, bl.Matrix2D(1, 0, 0, 1, 0, 0))
        self.blur = BoxBlur()
        self.draw = S.drawing_methods(self)

    def render(self, ops):
        c = self.context
        c.comp_op = bl.BLCompOp.SRC_COPY
        c.set_fill_style((0.0, 0.0, 0.0, 1.0))
        c.fill_all()
        c.comp_op = bl.BLCompOp.SRC_OVER
        for op in ops:
            self.draw[type(op)](op)
        c.flush()

    def rgba(self):
        return self.pixels[:, :S.WIDTH * 4].reshape(S.HEIGHT, S.WIDTH, 4)[..., [2, 1, 0, 3]].copy()

    # ---- shapes -------------------------------------------------------------------------------

    @staticmethod
    def shape_path(shape):
        path = bl.BLPath()
        if isinstance(shape, S.Circle):
            path.add_circle(shape.cx, shape.cy, shape.r)
        elif shape.radius == 0:
            path.add_rect(bl.BLRect(*shape.rect))
        elif shape.radius is not None:
            path.add_round_rect(bl.BLRect(*shape.rect), shape.radius)
        else:
            Blend2DEngine.add_commands(path, S.rounded_rect_commands(shape))
        return path

    @staticmethod
    def add_commands(path, commands):
        S.replay(commands, path.move_to, path.line_to, path.cubic_to, path.close)

    def clear_layer(self, box):
        x0, y0, x1, y1 = box
        lc = self.layer_context
        lc.comp_op = bl.BLCompOp.SRC_COPY
        lc.set_fill_style((0.0, 0.0, 0.0, 0.0))
        lc.fill_rect(bl.BLRect(x0, y0, x1 - x0, y1 - y0))
        lc.comp_op = bl.BLCompOp.SRC_OVER

    # ---- operations ---------------------------------------------------------------------------

    def fill(self, op):
        if op.mask is not None:
            self.masked_fill(op)
            return
        c = self.context
        c.set_fill_style(rgba_tuple(op.rgb, op.alpha))
        shape = op.shape
        if shape.radius == 0:
            c.fill_rect(bl.BLRect(*shape.rect))
        elif shape.radius is not None:
            # The common case inline: S3 draws a thousand of these a frame.
            path = bl.BLPath()
            path.add_round_rect(bl.BLRect(*shape.rect), shape.radius)
            c.fill_path(path)
        else:
            c.fill_path(self.shape_path(shape))

    def masked_fill(self, op):
        m = op.mask
        box = pixel_box(S.Rect(m.cx - m.r, m.cy - m.r, 2 * m.r, 2 * m.r), 0)
        self.clear_layer(box)
        self.layer_context.set_fill_style(rgba_tuple(op.rgb, op.alpha))
        self.layer_context.fill_path(self.shape_path(op.shape))
        self.layer_context.flush()
        self.context.set_fill_style(self.layer_pattern)
        self.context.fill_path(self.shape_path(m))

    def picture(self, op):
        d = op.dest
        matrix = bl.Matrix2D(d.w / S.WIDTH, 0, 0, d.h / S.HEIGHT, d.x, d.y)
        pattern = bl.BLPattern(self.picture_image, bl.BLRectI(0, 0, S.WIDTH, S.HEIGHT),
                               bl.BLExtendMode.PAD, matrix)
        c = self.context
        if not op.clip_is_dest:
            c.save()
            c.clip_to_rect(bl.BLRect(*d))   # anti-aliased where fractional
        c.set_fill_style(pattern)
        c.fill_path(self.shape_path(op.clip))
        if not op.clip_is_dest:
            c.restore()

    def shadow(self, op):
        box = pixel_box(op.shape.rect, op.sigma)
        self.clear_layer(box)
        self.layer_context.set_fill_style(rgba_tuple(op.rgb, 1.0))
        self.layer_context.fill_path(self.shape_path(op.shape))
        self.layer_context.flush()
        # A black shape has colour bytes 0 everywhere: only its alpha needs blurring.
        black = tuple(op.rgb) == (0, 0, 0)
        self.blur(self.layer_address + (3 if black else 0), box, self.stride, 4,
                  1 if black else 4, op.sigma, repeat_edges=False)
        x0, y0, x1, y1 = box
        self.context.global_alpha = op.alpha
        area = bl.BLRectI(x0, y0, x1 - x0, y1 - y0)
        self.context.blit_image(bl.BLPoint(x0, y0), self.layer, area)
        self.context.global_alpha = 1.0

    def backdrop(self, op):
        self.context.flush()
        x0, y0, x1, y1 = box = pixel_box(op.shape.rect, op.sigma)
        self.layer_pixels[y0:y1, x0 * 4:x1 * 4] = self.pixels[y0:y1, x0 * 4:x1 * 4]
        self.blur(self.layer_address, box, self.stride, 4, 4, op.sigma, repeat_edges=True)
        path = self.shape_path(op.shape)
        self.context.set_fill_style(self.layer_pattern)
        self.context.fill_path(path)
        self.context.set_fill_style(rgba_tuple(op.rgb, op.alpha))
        self.context.fill_path(path)

    def ring(self, op):
        c = self.context
        c.stroke_width = op.width
        c.set_stroke_caps(bl.BLStrokeCap.CAP_BUTT)
        c.set_stroke_style(rgba_tuple(op.rgb, op.alpha))
        c.stroke_path(self.shape_path(op.circle))

    def disc(self, op):
        self.context.set_fill_style(rgba_tuple(op.rgb, op.alpha))
        self.context.fill_circle(*op.circle)

    def path(self, op):
        path = bl.BLPath()
        self.add_commands(path, op.commands)
        c = self.context
        c.fill_rule = bl.BLFillRule.EVEN_ODD if op.even_odd else bl.BLFillRule.NON_ZERO
        c.set_fill_style(rgba_tuple(op.rgb, op.alpha))
        c.fill_path(path)
        c.fill_rule = bl.BLFillRule.NON_ZERO

    def curve(self, op):
        path = bl.BLPath()
        path.move_to(*op.start)
        path.quadric_to(*op.control, *op.end)
        c = self.context
        c.stroke_width = op.width
        c.set_stroke_caps(bl.BLStrokeCap.CAP_ROUND)
        c.set_stroke_style(rgba_tuple(op.rgb, op.alpha))
        c.stroke_path(path)
