import Foundation

/// How a pattern's cells are placed, as Core Graphics' `CGPatternTiling`. Curtain places them
/// exactly `xStep` and `yStep` apart whatever is asked.
public enum CGPatternTiling: Int32, Sendable {
  case noDistortion = 0
  case constantSpacingMinimalDistortion = 1
  case constantSpacing = 2
}

/// Draws one cell of a pattern into `context`, whose user space is the pattern's cell space.
public typealias CGPatternDrawPatternCallback = (UnsafeMutableRawPointer?, CGContext) -> Void
/// Called when the pattern is released, with its `info`.
public typealias CGPatternReleaseInfoCallback = (UnsafeMutableRawPointer?) -> Void

/// A pattern's callbacks, as Core Graphics' `CGPatternCallbacks`.
public struct CGPatternCallbacks {
  public var version: UInt32
  public var drawPattern: CGPatternDrawPatternCallback?
  public var releaseInfo: CGPatternReleaseInfoCallback?

  public init(
    version: UInt32, drawPattern: CGPatternDrawPatternCallback?,
    releaseInfo: CGPatternReleaseInfoCallback?
  ) {
    self.version = version
    self.drawPattern = drawPattern
    self.releaseInfo = releaseInfo
  }
}

/// A pattern, as Core Graphics' `CGPattern`: a cell drawn by a callback, repeated every
/// `xStep` × `yStep` units of pattern space, which `matrix` maps into the default user space of
/// the context filled (`setFillPattern(_:colorComponents:)`, a pattern `CGColor`,
/// `UIColor(patternImage:)`).
public final class CGPattern: @unchecked Sendable {
  let info: UnsafeMutableRawPointer?
  /// The cell, in pattern space.
  let bounds: CGRect
  /// Pattern space → the context's default user space.
  let matrix: CGAffineTransform
  package let xStep: CGFloat
  package let yStep: CGFloat
  /// Whether the cell draws its own colours (else it is a stencil for the fill colour).
  let isColored: Bool
  let drawCell: CGPatternDrawPatternCallback?
  private let releaseInfo: CGPatternReleaseInfoCallback?
  /// The image an image pattern repeats (layers tile it directly).
  package let image: CGImage?

  /// A pattern whose cell `callbacks.drawPattern` draws within `bounds`; nil for a step of 0.
  public init?(
    info: UnsafeMutableRawPointer?, bounds: CGRect, matrix: CGAffineTransform, xStep: CGFloat,
    yStep: CGFloat, tiling: CGPatternTiling, isColored: Bool,
    callbacks: UnsafePointer<CGPatternCallbacks>
  ) {
    guard xStep != 0, yStep != 0, xStep.isFinite, yStep.isFinite else { return nil }
    self.info = info
    self.bounds = bounds
    self.matrix = matrix
    self.xStep = xStep
    self.yStep = yStep
    self.isColored = isColored
    drawCell = callbacks.pointee.drawPattern
    releaseInfo = callbacks.pointee.releaseInfo
    image = nil
  }

  /// A coloured pattern that draws `draw` in each cell, `image` when it repeats an image.
  package init(bounds: CGRect, image: CGImage?, draw: @escaping (CGContext) -> Void) {
    self.image = image
    info = nil
    self.bounds = bounds
    matrix = .identity
    xStep = bounds.width
    yStep = bounds.height
    isColored = true
    drawCell = { _, context in draw(context) }
    releaseInfo = nil
  }

  deinit { releaseInfo?(info) }

  /// Core Foundation's type id for patterns.
  public static var typeID: CFTypeID { CoreGraphicsTypeID.pattern }
}

extension CGPattern {
  /// A coloured pattern repeating `image` at `size` (user units), upright in a UIKit context:
  /// `UIColor(patternImage:)`.
  package convenience init(image: CGImage, size: CGSize) {
    self.init(bounds: CGRect(origin: .zero, size: size), image: image) { context in
      context.draw(
        image.renderImage.bitmap,
        placement: CGAffineTransform(
          scaleX: size.width / CGFloat(image.width), y: size.height / CGFloat(image.height)))
    }
  }
}
