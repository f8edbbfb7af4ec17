import Foundation

// The copies of an image that change how it is drawn, not its pixels: rendering mode and tint,
// caps for resizing, alignment insets, baseline, right-to-left flipping, orientation. Image
// views and `draw(in:)` act on them (see UIImageView+Display.swift and UIImage+Drawing.swift).

extension UIImage {
  /// Whether the image draws its own colours or its shape in a tint. Default: `.automatic`.
  public var renderingMode: RenderingMode { variant.renderingMode }

  /// A copy drawn in the given rendering mode.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    with { $0.renderingMode = renderingMode }
  }

  /// A copy drawn as its shape in `color` (its rendering mode `.alwaysOriginal`, since the
  /// colour is its own).
  public func withTintColor(_ color: UIColor) -> UIImage {
    withTintColor(color, renderingMode: .alwaysOriginal)
  }

  /// A copy drawn as its shape in `color`, with `renderingMode`.
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    with {
      $0.tintColor = color
      $0.renderingMode = renderingMode
    }
  }

  // MARK: - Resizing

  /// A copy whose edges (`capInsets`, points) keep their size when drawn larger, the middle
  /// tiled.
  public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
    resizableImage(withCapInsets: capInsets, resizingMode: .tile)
  }

  /// A copy whose edges keep their size when drawn larger, the middle tiled or stretched.
  public func resizableImage(
    withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode
  ) -> UIImage {
    with {
      $0.isResizable = true
      $0.capInsets = capInsets
      $0.resizingMode = resizingMode
    }
  }

  /// The caps of a resizable image, in points. Default: zero.
  public var capInsets: UIEdgeInsets { variant.capInsets }

  /// How a resizable image's middle fills. Default: `.tile`.
  public var resizingMode: ResizingMode { variant.resizingMode }

  /// A copy that stretches the one-point column after `leftCapWidth` and the row after
  /// `topCapHeight` (0: not that way), the rest keeping its size: the pre-iOS 5 form of
  /// `resizableImage(withCapInsets:resizingMode:)`.
  public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
    let s = size
    let left = CGFloat(leftCapWidth)
    let top = CGFloat(topCapHeight)
    let insets = UIEdgeInsets(
      top: top, left: left, bottom: topCapHeight > 0 ? max(0, s.height - top - 1) : 0,
      right: leftCapWidth > 0 ? max(0, s.width - left - 1) : 0)
    return resizableImage(withCapInsets: insets, resizingMode: .stretch)
  }

  /// The left cap of an image made by ``stretchableImage(withLeftCapWidth:topCapHeight:)``, in
  /// points. Default: 0.
  public var leftCapWidth: Int { Int(variant.capInsets.left) }

  /// The top cap, in points. Default: 0.
  public var topCapHeight: Int { Int(variant.capInsets.top) }

  // MARK: - Layout

  /// A copy whose content sits `alignmentInsets` inside its edges, for Auto Layout.
  public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
    with { $0.alignmentRectInsets = alignmentInsets }
  }

  /// Where the content sits inside the image's edges, for Auto Layout. Default: zero.
  public var alignmentRectInsets: UIEdgeInsets { variant.alignmentRectInsets }

  /// The baseline, in points above the bottom edge; nil when the image has none. Default: nil.
  public var baselineOffsetFromBottom: CGFloat? { variant.baselineOffsetFromBottom }

  /// Whether the image has a baseline (``baselineOffsetFromBottom`` is set).
  public var hasBaseline: Bool { variant.baselineOffsetFromBottom != nil }

  /// A copy with a baseline `baselineOffset` points above its bottom edge.
  public func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage {
    with { $0.baselineOffsetFromBottom = baselineOffset }
  }

  /// A copy without a baseline.
  public func withoutBaseline() -> UIImage { with { $0.baselineOffsetFromBottom = nil } }

  // MARK: - Direction and range

  /// Whether image views mirror the image in a right-to-left layout (every Curtain device lays
  /// out left to right). Default: false.
  public var flipsForRightToLeftLayoutDirection: Bool {
    variant.flipsForRightToLeftLayoutDirection
  }

  /// A copy that image views mirror in a right-to-left layout.
  public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
    with { $0.flipsForRightToLeftLayoutDirection = true }
  }

  /// A copy whose orientation is mirrored left to right (`.up` ↔ `.upMirrored`, …): drawn, it is
  /// the mirror image.
  public func withHorizontallyFlippedOrientation() -> UIImage {
    let mirrored: [Orientation: Orientation] = [
      .up: .upMirrored, .upMirrored: .up, .down: .downMirrored, .downMirrored: .down,
      .left: .rightMirrored, .rightMirrored: .left, .right: .leftMirrored, .leftMirrored: .right,
    ]
    return UIImage(
      pixels: pixels, scale: scale, orientation: mirrored[imageOrientation] ?? imageOrientation,
      variant: variant)
  }

  /// False: Curtain's images are standard dynamic range.
  public var isHighDynamicRange: Bool { false }

  /// The image itself, already standard range.
  public func imageRestrictedToStandardDynamicRange() -> UIImage { with { _ in } }
}
