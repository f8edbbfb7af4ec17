import Foundation

/// Where a popover goes (docs/uikit-behaviour.md#popover-chrome, #popover-placement): its body, its
/// arrow and the arrow's direction, worked out from the anchor, the room in the container and the
/// size the content asks for. All in the container's points.
///
/// The algorithm is the one docs/uikit-behaviour.md#popover-placement describes (UIKit's exact
/// scoring is not known): try the permitted directions in the order up, down, left, right (an arrow
/// pointing up puts the popover below its anchor); the first where the whole content fits wins; if
/// none fits, the one that leaves the largest area. The body is centred on the anchor along the
/// arrow's edge, then kept inside the room; the arrow stays on the anchor's mid-point but never
/// reaches the body's rounded corners. The popover never covers its anchor.
struct PopoverPlacement: Equatable {
  /// Arrow height, tip to base, in points (`_UIPopoverLegacyChromeView`).
  static let arrowHeight: CGFloat = 13
  /// Arrow base width, in points.
  static let arrowBase: CGFloat = 37
  /// Corner radius of the body, in points.
  static let cornerRadius: CGFloat = 13
  /// How close the arrow's centre may come to a corner: `|offset| ≤ ⌊edge / 2⌋ − radius − 15`
  /// from the edge's centre (the shape-layer chrome's clamp).
  static let arrowCornerClearance: CGFloat = 15

  /// The content's rectangle: rounded by ``cornerRadius``.
  var body: CGRect
  /// The arrow's bounding rectangle, outside the body on the side of the anchor.
  var arrow: CGRect
  /// Which way the arrow points.
  var direction: UIPopoverArrowDirection

  /// The body and the arrow together: the popover's frame.
  var frame: CGRect { body.union(arrow) }

  /// Places a popover.
  ///
  /// - Parameters:
  ///   - anchor: The rectangle it points at.
  ///   - room: Where it may go: the container less its safe area and layout margins.
  ///   - content: The size the content asks for; it shrinks to the room if need be.
  ///   - fillsHeight: Whether the content has no height of its own and takes what there is (up
  ///     to `content.height`): then only its width decides whether a side fits.
  ///   - permitted: The directions its arrow may point (none or `.unknown` means any).
  init(
    anchor: CGRect, room: CGRect, content: CGSize, fillsHeight: Bool = false,
    permitted: UIPopoverArrowDirection
  ) {
    let h = Self.arrowHeight
    var order: [UIPopoverArrowDirection] = [.up, .down, .left, .right]
    if permitted != .unknown, !permitted.intersection(.any).isEmpty {
      order.removeAll { !permitted.contains($0) }
    }

    // The region on the far side of the anchor for each direction, and the size that fits in it.
    func region(_ d: UIPopoverArrowDirection) -> CGRect {
      switch d {
      case .up:
        return CGRect(
          x: room.minX, y: anchor.maxY + h, width: room.width, height: room.maxY - anchor.maxY - h)
      case .down:
        return CGRect(
          x: room.minX, y: room.minY, width: room.width, height: anchor.minY - h - room.minY)
      case .left:
        return CGRect(
          x: anchor.maxX + h, y: room.minY, width: room.maxX - anchor.maxX - h, height: room.height)
      default:
        return CGRect(
          x: room.minX, y: room.minY, width: anchor.minX - h - room.minX, height: room.height)
      }
    }
    func fitted(_ r: CGRect) -> CGSize {
      CGSize(
        width: max(0, min(content.width, r.width)), height: max(0, min(content.height, r.height)))
    }
    var best = order[0]
    var bestArea: CGFloat = -1
    for d in order {
      let size = fitted(region(d))
      if size.width == content.width
        && (size.height == content.height || (fillsHeight && size.height > 0))
      {
        best = d
        break
      }
      if size.width * size.height > bestArea {
        best = d
        bestArea = size.width * size.height
      }
    }

    let space = region(best)
    let size = fitted(space)
    func clamp(_ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat {
      max(lo, min(v, max(lo, hi)))
    }
    var body = CGRect(origin: .zero, size: size)
    switch best {
    case .up, .down:
      body.origin.x = clamp(anchor.midX - size.width / 2, space.minX, space.maxX - size.width)
      body.origin.y = best == .up ? space.minY : space.maxY - size.height
    default:
      body.origin.y = clamp(anchor.midY - size.height / 2, space.minY, space.maxY - size.height)
      body.origin.x = best == .left ? space.minX : space.maxX - size.width
    }
    body.origin.x = body.origin.x.rounded()
    body.origin.y = body.origin.y.rounded()

    // The arrow on the anchor's mid-point, kept clear of the corners.
    let b = Self.arrowBase
    switch best {
    case .up, .down:
      let reach = max(
        0, (body.width / 2).rounded(.down) - Self.cornerRadius - Self.arrowCornerClearance)
      let x = clamp(anchor.midX, body.midX - reach, body.midX + reach)
      arrow = CGRect(x: x - b / 2, y: best == .up ? body.minY - h : body.maxY, width: b, height: h)
    default:
      let reach = max(
        0, (body.height / 2).rounded(.down) - Self.cornerRadius - Self.arrowCornerClearance)
      let y = clamp(anchor.midY, body.midY - reach, body.midY + reach)
      arrow = CGRect(
        x: best == .left ? body.minX - h : body.maxX, y: y - b / 2, width: h, height: b)
    }
    self.body = body
    direction = best
  }
}
