import Compositor
import Foundation
import HeadlessUIKit
import Raster

extension SnapshotHost {
  /// The view drawn as `layer.render(in:)` draws it on iOS: in its own bounds, with its
  /// sublayers, on a transparent background, at `scale` pixels per point; or, while a
  /// controller in the window presents another, the window as a film frame shows it.
  ///
  /// In the turn of the appearance (``SnapshotMoment/appeared``) the layers' model values are
  /// drawn, animations left out, as `render(in:)` draws them; in the key window, as
  /// `drawHierarchy(in:afterScreenUpdates: true)` draws what the screen shows, animations are at
  /// their start. Once settled, the screen's values are the models' but for endless animations.
  ///
  /// An empty view gives an empty image, which the image diffing records as the library's error
  /// image. As with the library, a view laid out without a safe area is drawn after moving it far
  /// outside the window, so that no safe area reaches it.
  func image(offscreen: Bool) -> UIImage {
    let scale = traits.displayScale != 0 ? traits.displayScale : stage.screen.scale
    let layer: CALayer
    if showsPresentation {
      layer = window.layer
    } else {
      if offscreen { view.frame.origin = CGPoint(x: 10_000, y: 10_000) }
      layer = view.layer
    }
    defer { restoreFrame() }
    return Self.image(
      of: layer, scale: scale, model: moment == .appeared && !usesStageWindow)
  }

  /// `layer` and its sublayers, `scale` pixels per point: their model values (`model`) or the
  /// values on screen at the stage's time.
  static func image(of layer: CALayer, scale: CGFloat, model: Bool) -> UIImage {
    let size = layer.bounds.size
    let width = pixels(size.width, scale)
    let height = pixels(size.height, scale)
    guard width > 0, height > 0 else { return UIImage() }
    let tree = RenderTree(
      size: CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale), scale: scale,
      backgroundColor: .clear, layers: layer.snapshotNode(model: model).map { [$0] } ?? [])
    guard let bitmap = try? Compositor().render(tree) else { return UIImage() }
    return UIImage(cgImage: CGImage(bitmap: bitmap), scale: scale, orientation: .up)
  }

  /// How many pixels `points` cover at `scale`: rounded up, except that a product within a
  /// millionth of a whole number is that number (a third of a point at 3× is one pixel, not two).
  static func pixels(_ points: CGFloat, _ scale: CGFloat) -> Int {
    let product = points * scale
    guard product.isFinite, product > 0 else { return 0 }
    let nearest = product.rounded()
    return Int(abs(product - nearest) < 1e-6 ? nearest : product.rounded(.up))
  }
}
