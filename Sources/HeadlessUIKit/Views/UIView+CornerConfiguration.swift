import Foundation

extension UIView {
  /// How the view's corners are rounded (iOS 26). Default: square corners.
  ///
  /// Setting it rounds the layer with continuous corners (as UIKit's corner configurations
  /// are drawn) and keeps the rounding up to date at each layout pass, for capsules and
  /// container-concentric radii that follow the view's size and place. A layer has one
  /// `cornerRadius`: where corners resolve to different radii, the layer takes the largest and
  /// its `maskedCorners` leave the square corners out, so a corner with a smaller non-zero radius
  /// is drawn with the larger one. ``effectiveRadius(corner:)`` gives each corner's own radius.
  public var cornerConfiguration: UICornerConfiguration {
    get { cornerConfigurationStorage ?? .square }
    set {
      cornerConfigurationStorage = newValue
      applyCornerConfiguration()
      setNeedsLayout()
    }
  }

  /// The radius `corner` has under ``cornerConfiguration``, in points; for several corners
  /// (`.allCorners`), the largest of theirs.
  public func effectiveRadius(corner: UIRectCorner) -> CGFloat {
    let corners: [UIRectCorner] = [.topLeft, .topRight, .bottomLeft, .bottomRight]
    return corners.filter { corner.contains($0) }.map(resolvedRadius).max() ?? 0
  }

  /// The configuration set on the view, or nil while it has none. It is kept with the view's
  /// layout state rather than in a stored property of `UIView`: with Swift 6.3.1, adding one
  /// makes key-path reads of `UIScrollView.contentOffset` return another field.
  var cornerConfigurationStorage: UICornerConfiguration? {
    get { autoLayoutState?.cornerConfiguration }
    set {
      guard newValue != nil || autoLayoutState != nil else { return }
      autoLayout.cornerConfiguration = newValue
    }
  }

  /// Rounds the layer as the configuration says, if one was set.
  func applyCornerConfiguration() {
    guard cornerConfigurationStorage != nil else { return }
    let corners: [(UIRectCorner, CACornerMask)] = [
      (.topLeft, .layerMinXMinYCorner), (.topRight, .layerMaxXMinYCorner),
      (.bottomLeft, .layerMinXMaxYCorner), (.bottomRight, .layerMaxXMaxYCorner),
    ]
    var largest: CGFloat = 0
    var rounded: CACornerMask = []
    for (corner, mask) in corners {
      let radius = resolvedRadius(corner)
      if radius > 0 { rounded.insert(mask) }
      largest = max(largest, radius)
    }
    layer.cornerRadius = largest
    layer.maskedCorners =
      largest > 0
      ? rounded
      : [
        .layerMinXMinYCorner, .layerMaxXMinYCorner,
        .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
      ]
    layer.cornerCurve = .continuous
  }

  /// The radius of one corner.
  private func resolvedRadius(_ corner: UIRectCorner) -> CGFloat {
    switch cornerConfiguration.shape {
    case .capsule(let maximum):
      let half = min(bounds.width, bounds.height) / 2
      return max(0, maximum.map { min(half, $0) } ?? half)
    case .uniform(let radius):
      let corners: [UIRectCorner] = [.topLeft, .topRight, .bottomLeft, .bottomRight]
      return corners.map { resolve(radius, at: $0) }.max() ?? 0
    case .corners(let topLeft, let topRight, let bottomLeft, let bottomRight):
      let radius: UICornerRadius? =
        switch corner {
        case .topLeft: topLeft
        case .topRight: topRight
        case .bottomLeft: bottomLeft
        default: bottomRight
        }
      return radius.map { resolve($0, at: corner) } ?? 0
    }
  }

  /// `radius` resolved at `corner`.
  private func resolve(_ radius: UICornerRadius, at corner: UIRectCorner) -> CGFloat {
    switch radius.kind {
    case .fixed(let value):
      return max(0, value)
    case .containerConcentric(let minimum):
      let concentric = concentricRadius(at: corner)
      return max(0, minimum.map { max($0, concentric) } ?? concentric)
    }
  }

  /// The container's radius at `corner` minus the larger of the view's two insets from the
  /// container's edges that meet there. The container is the nearest ancestor with a corner
  /// configuration, else the window, whose corners are the display's.
  private func concentricRadius(at corner: UIRectCorner) -> CGFloat {
    var ancestor = superview
    while let current = ancestor, current.cornerConfigurationStorage == nil,
      !(current is UIWindow)
    {
      ancestor = current.superview
    }
    guard let container = ancestor else { return 0 }
    let outer =
      container.cornerConfigurationStorage != nil
      ? container.effectiveRadius(corner: corner)
      : (container as? UIWindow)?.screen.device.screenCornerRadius ?? 0
    let frame = container.convert(bounds, from: self)
    let box = container.bounds
    let dx =
      corner == .topLeft || corner == .bottomLeft ? frame.minX - box.minX : box.maxX - frame.maxX
    let dy =
      corner == .topLeft || corner == .topRight ? frame.minY - box.minY : box.maxY - frame.maxY
    return max(0, outer - max(dx, dy, 0))
  }
}
