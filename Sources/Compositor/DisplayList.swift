import Geometry
@_spi(Painting) import Raster

// The compositor's middle stage: a `RenderTree` flattened into drawing commands in device pixels.
// Everything about layers (transforms, anchor points, opacity inheritance, which shadows come
// from which shapes) is decided here once per frame; painting only runs kernels.

/// The coverage of something drawn, in device pixels.
enum DrawShape: @unchecked Sendable {
  case roundedRect(RoundedRectShape)
  case polygon(PolygonShape)
  case path(PathShape)
  case ring(RingShape)
  case difference(DifferenceShape)
  case mask(MaskShape)
  /// A rounded rectangle's blurred shadow (the fast painter's form of a shadow).
  case roundedRectShadow(RoundedRectShadowShape)

  var bounds: PixelRect {
    switch self {
    case let .roundedRect(s): return s.bounds
    case let .polygon(s): return s.bounds
    case let .path(s): return s.bounds
    case let .ring(s): return s.bounds
    case let .difference(s): return s.bounds
    case let .mask(s): return s.bounds
    case let .roundedRectShadow(s): return s.bounds
    }
  }

  /// The shape as a clip.
  var clip: any CoverageShape {
    switch self {
    case let .roundedRect(s): return s
    case let .polygon(s): return s
    case let .path(s): return s
    case let .ring(s): return s
    case let .difference(s): return s
    case let .mask(s): return s
    case let .roundedRectShadow(s): return s
    }
  }
}

/// Where the colours of something drawn come from.
enum DrawPaint: @unchecked Sendable {
  /// A premultiplied colour, packed.
  case solid(UInt32)
  case image(ImagePaint)
  case gradient(LinearGradientPaint)
  case bitmap(BitmapPaint)
  /// A filtered backdrop (a resolved ``BackdropItem``).
  case backdrop(BackdropPaint)
}

/// One source-over fill.
struct FillItem: @unchecked Sendable {
  var shape: DrawShape
  var paint: DrawPaint
  /// Clips set by ancestors within the current group (outermost first).
  var clips: [any CoverageShape]
  /// 0…255, multiplied into the coverage.
  var opacity: UInt8
}

/// A drop shadow before its blur is computed.
struct ShadowItem: @unchecked Sendable {
  enum Source {
    /// A rounded rectangle in device pixels (already offset): blurred separably by the fast
    /// painter (RoundedRectShadowShape), through its full mask by the reference.
    case roundedRect(RoundedRect)
    /// A shape known in device pixels (already offset).
    case mask(ShadowSourceMask)
    /// The alpha of these items, rendered offscreen inside `bounds`, moved by (dx, dy) device px.
    case content(items: [DisplayItem], bounds: PixelRect, dx: Int, dy: Int)
  }
  var source: Source
  var style: ShadowStyle
  var clips: [any CoverageShape]
}

/// A translucent or masked layer's subtree, drawn offscreen and composited once at `opacity`
/// (Core Animation's group opacity), through `clips` and then `mask`.
struct GroupItem: @unchecked Sendable {
  var items: [DisplayItem]
  /// Device pixels the group can touch.
  var bounds: PixelRect
  var opacity: UInt8
  var clips: [any CoverageShape]
  /// A mask layer's items, whose rendered alpha multiplies the composite's coverage after the
  /// clips (a mask that is one opaque shape is a clip instead). Painters render it into a
  /// ``MaskShape`` clip before painting.
  var mask: [DisplayItem]? = nil
}

/// A backdrop filter filling `shape`: resolved into a fill with a ``BackdropPaint`` once what
/// lies beneath is drawn (see BackdropResolver).
struct BackdropItem: @unchecked Sendable {
  var shape: DrawShape
  var clips: [any CoverageShape]
  var opacity: UInt8
  /// In device pixels.
  var filter: BackdropFilter

  /// Device pixels it can touch.
  var bounds: PixelRect { clips.reduce(shape.bounds) { $0.intersection($1.bounds) } }
}

indirect enum DisplayItem: @unchecked Sendable {
  case fill(FillItem)
  case shadow(ShadowItem)
  case group(GroupItem)
  case backdrop(BackdropItem)

  /// Device pixels the item can touch.
  var bounds: PixelRect {
    switch self {
    case let .fill(f): return f.shape.bounds
    case let .group(g): return g.bounds
    case let .backdrop(b): return b.bounds
    case let .shadow(s):
      let r = s.style.kernel.radius
      switch s.source {
      case let .roundedRect(rr): return RoundedRectShape(rr).bounds.outset(by: r)
      case let .mask(m): return m.bounds.outset(by: r)
      case let .content(_, b, dx, dy): return b.offsetBy(dx: dx, dy: dy).outset(by: r)
      }
    }
  }

  /// Whether a backdrop is among the item's (a group's items or mask, a shadow's content).
  var containsBackdrop: Bool {
    switch self {
    case .backdrop: return true
    case let .group(g):
      return g.items.contains { $0.containsBackdrop }
        || (g.mask?.contains { $0.containsBackdrop } ?? false)
    case let .shadow(s):
      if case let .content(items, _, _, _) = s.source {
        return items.contains { $0.containsBackdrop }
      }
      return false
    case .fill: return false
    }
  }
}
