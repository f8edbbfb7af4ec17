import Foundation

/// Which directions a `CAScrollLayer` scrolls in, as Core Animation's `CAScrollLayerScrollMode`.
public struct CAScrollLayerScrollMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let none = CAScrollLayerScrollMode(rawValue: "none")
  public static let vertically = CAScrollLayerScrollMode(rawValue: "vertically")
  public static let horizontally = CAScrollLayerScrollMode(rawValue: "horizontally")
  public static let both = CAScrollLayerScrollMode(rawValue: "both")
}

/// A layer that shows part of its sublayers by moving its bounds' origin, as Core Animation's
/// `CAScrollLayer` (no scroll bars or gestures: `UIScrollView` adds those).
@preconcurrency @MainActor open class CAScrollLayer: CALayer {
  /// The directions ``scroll(to:)-(CGPoint)`` may move in. Default: `.both`.
  open var scrollMode: CAScrollLayerScrollMode = .both

  public required init() { super.init() }
  public required init(layer: Any) {
    super.init(layer: layer)
    if let other = layer as? CAScrollLayer { scrollMode = other.scrollMode }
  }

  /// Moves the bounds' origin to `p`, in the directions the scroll mode allows.
  open func scroll(to p: CGPoint) {
    var origin = bounds.origin
    if scrollMode == .both || scrollMode == .horizontally { origin.x = p.x }
    if scrollMode == .both || scrollMode == .vertically { origin.y = p.y }
    bounds.origin = origin
  }

  /// Moves the bounds the least that shows `r` (its top left first when it does not fit).
  open func scroll(to r: CGRect) {
    let b = bounds
    func offset(_ lo: CGFloat, _ hi: CGFloat, _ visibleLo: CGFloat, _ length: CGFloat) -> CGFloat {
      if hi - lo > length || lo < visibleLo { return lo }
      if hi > visibleLo + length { return hi - length }
      return visibleLo
    }
    let target = r.standardized
    scroll(
      to: CGPoint(
        x: offset(target.minX, target.maxX, b.minX, b.width),
        y: offset(target.minY, target.maxY, b.minY, b.height)))
  }
}

extension CALayer {
  /// The nearest `CAScrollLayer` above this layer.
  private var enclosingScrollLayer: CAScrollLayer? {
    var l = superlayer
    while let layer = l {
      if let scroll = layer as? CAScrollLayer { return scroll }
      l = layer.superlayer
    }
    return nil
  }

  /// `scroll(_:)`: the nearest scroll layer above brings `p` to its origin.
  func scrollNearest(to p: CGPoint) {
    guard let scroll = enclosingScrollLayer else { return }
    scroll.scroll(to: scroll.convert(p, from: self))
  }

  /// `scrollRect(toVisible:)`: the nearest scroll layer above shows `r`.
  func scrollNearest(toShow r: CGRect) {
    guard let scroll = enclosingScrollLayer else { return }
    scroll.scroll(to: scroll.convert(r, from: self))
  }

  /// `visibleRect`: the bounds clipped by every scroll layer above.
  var visibleBounds: CGRect {
    var visible = bounds
    var l = superlayer
    while let layer = l {
      if layer is CAScrollLayer {
        visible = visible.intersection(convert(layer.bounds, from: layer))
      }
      l = layer.superlayer
    }
    return visible.isNull ? .zero : visible
  }
}
