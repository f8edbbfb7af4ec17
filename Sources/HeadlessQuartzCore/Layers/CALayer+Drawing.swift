import Foundation
import Geometry

/// A delegate that makes its layer's first contents in its own way, apart from `display(_:)`:
/// a view learning whether its `draw(_:)` draws (UIKit draws a view that draws when it first
/// shows, without displaying views that only override `display(_:)`).
package protocol FirstDisplayDelegate: CALayerDelegate {
  func displayFirstContents()
}

extension CALayer {
  /// Core Animation's own display: a bitmap the size of the bounds at `contentsScale`, cleared,
  /// that ``draw(in:)`` draws into, becomes the contents. A translucent layer that draws nothing
  /// is left without contents (Core Animation's empty bitmap shows the same: nothing); an opaque
  /// one shows its black bitmap.
  func drawContents() {
    let b = bounds
    let scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
    let width = Int((b.width * scale).rounded(.up))
    let height = Int((b.height * scale).rounded(.up))
    guard width > 0, height > 0 else {
      contents = nil
      return
    }
    let context = CGContext(
      width: width, height: height,
      transform: CGAffineTransform(translationX: -b.minX, y: -b.minY)
        .concatenating(CGAffineTransform(scaleX: scale, y: scale)),
      opaque: isOpaque)
    draw(in: context)
    let drawn = context.drawnBitmap ?? (isOpaque ? context.currentBitmap : nil)
    contents = drawn.map { CGImage(bitmap: $0) }
  }
}
