import Foundation

/// The popover as it appears (UIKit's private `_UIPopoverView`): a rounded body with a soft
/// shadow, an arrow toward the anchor, and the presented controller's view clipped to the body.
/// It is the popover presentation controller's `presentedView`, so the transition animates it
/// whole.
///
/// The arrow is a square turned by 45° and squashed to the arrow's proportions (37 × 26 points
/// between its corners), half of it cut away by a clipping view the arrow's size: a triangle 37
/// points wide and 13 tall, drawn by the compositor's polygon coverage. UIKit's arrow has
/// slightly curved sides; this one is straight.
@MainActor final class PopoverChromeView: UIView, UIKitOwned {
  /// The body's background and shadow.
  let backdrop: UIView
  /// Clips the arrow's rhombus to a triangle.
  let arrowClip = UIView()
  let arrowShape: UIView
  /// Clips the presented view to the body's rounded rectangle.
  let contentClip = UIView()

  /// The popover's fill when `backgroundColor` of the controller is nil: the system chrome
  /// material, blurring what lies beneath the popover.
  static let material = UIBlurEffect(style: .systemChromeMaterial)

  /// Where the parts go, in the container's points.
  var placement: PopoverPlacement? {
    didSet { setNeedsLayout() }
  }

  init(content: UIView, color: UIColor?) {
    backdrop = Self.fill(color)
    arrowShape = Self.fill(color)
    super.init(frame: .zero)
    backdrop.layer.cornerRadius = PopoverPlacement.cornerRadius
    // A broad, faint shadow lifts the popover off the screen (uncalibrated: UIKit's is not
    // documented).
    backdrop.layer.shadowColor = UIColor.black.cgColor
    backdrop.layer.shadowOpacity = 0.12
    backdrop.layer.shadowRadius = 16
    backdrop.layer.shadowOffset = .zero
    arrowClip.clipsToBounds = true
    arrowClip.addSubview(arrowShape)
    contentClip.clipsToBounds = true
    contentClip.layer.cornerRadius = PopoverPlacement.cornerRadius
    contentClip.addSubview(content)
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(backdrop)
    addSubview(arrowClip)
    addSubview(contentClip)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  /// A part of the chrome filled with `color`, or with the material when it is nil.
  private static func fill(_ color: UIColor?) -> UIView {
    guard let color else { return UIVisualEffectView(effect: material) }
    let view = UIView()
    view.backgroundColor = color
    return view
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    guard let p = placement else { return }
    // Subviews in this view's coordinates: the popover's frame starts at its own origin.
    let origin = p.frame.origin
    let body = p.body.offsetBy(dx: -origin.x, dy: -origin.y)
    backdrop.frame = body
    contentClip.frame = body
    if let content = contentClip.subviews.first { content.frame = contentClip.bounds }
    arrowClip.frame = p.arrow.offsetBy(dx: -origin.x, dy: -origin.y)

    // The rhombus: a square of side base/√2 turned 45° has diagonals of `base`; squash the one
    // across the arrow to twice its height. Its centre sits on the arrow's base.
    let base = PopoverPlacement.arrowBase
    let height = PopoverPlacement.arrowHeight
    let side = base / 2.squareRoot()
    let squash = 2 * height / base
    arrowShape.transform = .identity
    arrowShape.bounds = CGRect(x: 0, y: 0, width: side, height: side)
    let clip = arrowClip.bounds
    switch p.direction {
    case .up:
      arrowShape.center = CGPoint(x: clip.midX, y: clip.maxY)
      arrowShape.transform = CGAffineTransform(scaleX: 1, y: squash).rotated(by: .pi / 4)
    case .down:
      arrowShape.center = CGPoint(x: clip.midX, y: clip.minY)
      arrowShape.transform = CGAffineTransform(scaleX: 1, y: squash).rotated(by: .pi / 4)
    case .left:
      arrowShape.center = CGPoint(x: clip.maxX, y: clip.midY)
      arrowShape.transform = CGAffineTransform(scaleX: squash, y: 1).rotated(by: .pi / 4)
    default:
      arrowShape.center = CGPoint(x: clip.minX, y: clip.midY)
      arrowShape.transform = CGAffineTransform(scaleX: squash, y: 1).rotated(by: .pi / 4)
    }
  }

  /// The arrow's tip in this view's coordinates: where the popover grows from.
  var arrowTip: CGPoint {
    guard let p = placement else { return CGPoint(x: bounds.midX, y: bounds.midY) }
    let a = p.arrow.offsetBy(dx: -p.frame.minX, dy: -p.frame.minY)
    switch p.direction {
    case .up: return CGPoint(x: a.midX, y: a.minY)
    case .down: return CGPoint(x: a.midX, y: a.maxY)
    case .left: return CGPoint(x: a.minX, y: a.midY)
    default: return CGPoint(x: a.maxX, y: a.midY)
    }
  }
}
