import Foundation

extension UIColor {
  /// Makes this colour the current context's fill colour (resolved with the current traits).
  public func setFill() {
    UIGraphicsGetCurrentContext()?.setFillColor(resolvedForDrawing)
  }

  /// Makes this colour the current context's stroke colour (resolved with the current traits).
  public func setStroke() {
    UIGraphicsGetCurrentContext()?.setStrokeColor(resolvedForDrawing)
  }

  /// Makes this colour both the fill and the stroke colour.
  public func set() {
    setFill()
    setStroke()
  }

  /// The colour as drawing uses it: resolved with `UITraitCollection.current`, which a view's
  /// `draw(_:)` runs under.
  var resolvedForDrawing: CGColor { resolvedColor(with: UITraitCollection.current).cgColor }
}
