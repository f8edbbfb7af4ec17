"""Skia (skia-python), CPU raster: every scene drawn exactly, the reference for agreement.

The PyPI wheel of skia-python is compiled with GCC, and Skia's raster pipeline uses its SIMD
stages only when compiled with clang (src/opts/SkRasterPipeline_opts.h falls back to scalar code
otherwise), so these figures show Skia slower than a clang build such as Chrome's.
"""
import numpy as np
import skia

import scenes as S


class SkiaEngine:
    name = 'skia'
    notes = {'all': 'the PyPI wheel is built with GCC, so Skia runs its scalar raster pipeline '
                    '(its SIMD stages need clang); every scene is drawn exactly'}

    def __init__(self):
        self.version = 'skia-python %s' % skia.__version__
        # Skia's native 32-bit format on x86: premultiplied BGRA, drawn straight into numpy memory.
        self.pixels = np.zeros((S.HEIGHT, S.WIDTH, 4), np.uint8)
        self.surface = skia.Surface(self.pixels, colorType=skia.kBGRA_8888_ColorType,
                                    alphaType=skia.kPremul_AlphaType)
        self.canvas = self.surface.getCanvas()
        self.image_bgra = np.ascontiguousarray(S.image_p()[..., [2, 1, 0, 3]])
        self.image = skia.Image.fromarray(self.image_bgra, colorType=skia.kBGRA_8888_ColorType,
                                          alphaType=skia.kOpaque_AlphaType)
        self.sampling = skia.SamplingOptions(skia.FilterMode.kLinear, skia.MipmapMode.kNone)
        self.image_paint = skia.Paint(AntiAlias=True)
        self.fill_paint = skia.Paint(AntiAlias=True)
        self.stroke_paint = skia.Paint(AntiAlias=True, Style=skia.Paint.kStroke_Style)
        self.draw = S.drawing_methods(self)

    def render(self, ops):
        self.canvas.clear(skia.ColorBLACK)
        for op in ops:
            self.draw[type(op)](op)

    def rgba(self):
        return self.pixels[..., [2, 1, 0, 3]].copy()

    # ---- shapes -------------------------------------------------------------------------------

    @staticmethod
    def colour(rgb, alpha):
        return skia.Color4f(rgb[0] / 255, rgb[1] / 255, rgb[2] / 255, alpha)

    @staticmethod
    def rrect(shape):
        rect = skia.Rect.MakeXYWH(*shape.rect)
        if shape.radius is not None:
            return skia.RRect.MakeRectXY(rect, shape.radius, shape.radius)
        rrect = skia.RRect()
        rrect.setRectRadii(rect, [skia.Point(r, r) for r in shape.radii])
        return rrect

    @staticmethod
    def circle_path(circle):
        return skia.Path().addCircle(circle.cx, circle.cy, circle.r)

    # ---- operations ---------------------------------------------------------------------------

    def fill(self, op):
        paint = self.fill_paint
        paint.setColor4f(self.colour(op.rgb, op.alpha))
        if op.mask is not None:
            self.canvas.save()
            self.canvas.clipPath(self.circle_path(op.mask), skia.ClipOp.kIntersect, True)
        if op.shape.radius == 0:
            self.canvas.drawRect(skia.Rect.MakeXYWH(*op.shape.rect), paint)
        else:
            self.canvas.drawRRect(self.rrect(op.shape), paint)
        if op.mask is not None:
            self.canvas.restore()

    def picture(self, op):
        c = self.canvas
        c.save()
        if isinstance(op.clip, S.Circle):
            c.clipPath(self.circle_path(op.clip), skia.ClipOp.kIntersect, True)
        else:
            c.clipRRect(self.rrect(op.clip), skia.ClipOp.kIntersect, True)
        paint = None if op.clip_is_dest else self.image_paint
        c.drawImageRect(self.image, skia.Rect.MakeXYWH(*op.dest), self.sampling, paint)
        c.restore()

    def shadow(self, op):
        # A blur mask filter: for a rounded rect Skia blurs a small nine-patch and stretches it.
        paint = skia.Paint(AntiAlias=True, Color4f=self.colour(op.rgb, op.alpha))
        paint.setMaskFilter(skia.MaskFilter.MakeBlur(skia.kNormal_BlurStyle, op.sigma))
        self.canvas.drawRRect(self.rrect(op.shape), paint)

    def ring(self, op):
        paint = self.stroke_paint
        paint.setStrokeCap(skia.Paint.kButt_Cap)
        paint.setStrokeWidth(op.width)
        paint.setColor4f(self.colour(op.rgb, op.alpha))
        self.canvas.drawCircle(op.circle.cx, op.circle.cy, op.circle.r, paint)

    def backdrop(self, op):
        # A layer whose backdrop filter blurs what is beneath (kClamp: the canvas edge repeats),
        # inside an anti-aliased clip to the shape; then the tint inside the same clip.
        c = self.canvas
        bounds = skia.Rect.MakeXYWH(*op.shape.rect)
        blur = skia.ImageFilters.Blur(op.sigma, op.sigma, skia.TileMode.kClamp)
        c.save()
        c.clipRRect(self.rrect(op.shape), skia.ClipOp.kIntersect, True)
        c.saveLayer(skia.Canvas.SaveLayerRec(bounds, None, blur, 0))
        c.restore()
        self.fill_paint.setColor4f(self.colour(op.rgb, op.alpha))
        c.drawRect(bounds, self.fill_paint)
        c.restore()

    def disc(self, op):
        self.fill_paint.setColor4f(self.colour(op.rgb, op.alpha))
        self.canvas.drawCircle(op.circle.cx, op.circle.cy, op.circle.r, self.fill_paint)

    def path(self, op):
        path = skia.Path()
        S.replay(op.commands, path.moveTo, path.lineTo, path.cubicTo, path.close)
        path.setFillType(skia.PathFillType.kEvenOdd if op.even_odd else skia.PathFillType.kWinding)
        self.fill_paint.setColor4f(self.colour(op.rgb, op.alpha))
        self.canvas.drawPath(path, self.fill_paint)

    def curve(self, op):
        path = skia.Path()
        path.moveTo(*op.start)
        path.quadTo(*op.control, *op.end)
        paint = self.stroke_paint
        paint.setStrokeCap(skia.Paint.kRound_Cap)
        paint.setStrokeWidth(op.width)
        paint.setColor4f(self.colour(op.rgb, op.alpha))
        self.canvas.drawPath(path, paint)
