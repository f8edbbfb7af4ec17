import Foundation

/// A card sheet as it appears (UIKit's private drop-shadow and content views): the presented
/// controller's view, clipped to the sheet's rounded corners, with the grabber on top when the
/// sheet shows one. It is the sheet presentation controller's `presentedView`, so the
/// transition moves it whole.
///
/// The view itself is not clipped, so that a floating sheet can cast its shadow; its layer's
/// `cornerRadius` and `maskedCorners` describe the sheet's corners, which an inner view clips
/// to. Where the sheet meets the display's rounded corners, a second inner view rounds its
/// bottom corners like the display's.
@MainActor final class SheetContentView: UIView, UIKitOwned, ScrollDragArbiterHost {
  /// The sheet's drag, which drags in its tracked scroll view share.
  weak var scrollDragArbiter: ScrollDragArbiter?
  /// The grabber: a 36 × 5 point pill, 5 points below the sheet's top, vibrant on the sheet
  /// (the chrome material's tertiary-label vibrancy: what lies beneath shows through it,
  /// saturated and greyed; UIKit's exact blend is not documented).
  let grabber = UIVisualEffectView(
    effect: UIVibrancyEffect(
      blurEffect: UIBlurEffect(style: .systemChromeMaterial), style: .tertiaryLabel))
  /// Clips to the bottom corners of the display, where the sheet reaches them.
  let displayClip = UIView()
  /// Clips to the sheet's own rounded corners.
  let cornerClip = UIView()

  static let grabberSize = CGSize(width: 36, height: 5)
  static let grabberTop: CGFloat = 5

  var showsGrabber = false {
    didSet { grabber.isHidden = !showsGrabber }
  }

  init(content: UIView) {
    super.init(frame: content.frame)
    for clip in [displayClip, cornerClip] {
      clip.clipsToBounds = true
      clip.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }
    displayClip.frame = bounds
    displayClip.layer.maskedCorners = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    displayClip.layer.cornerCurve = .continuous
    addSubview(displayClip)
    cornerClip.frame = bounds
    displayClip.addSubview(cornerClip)
    content.frame = bounds
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    cornerClip.addSubview(content)
    // The vibrancy shows where the content view is opaque: the pill.
    grabber.contentView.backgroundColor = .white
    grabber.contentView.layer.cornerRadius = Self.grabberSize.height / 2
    grabber.isHidden = true
    cornerClip.addSubview(grabber)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  /// Rounds `corners` by `radius`, the bottom corners by `displayRadius` too (0: square), and
  /// casts `shadow` (nil: none).
  func setCorners(
    radius: CGFloat, corners: CACornerMask, displayRadius: CGFloat, shadow: SheetShadow?
  ) {
    layer.cornerRadius = radius
    layer.maskedCorners = corners
    cornerClip.layer.cornerRadius = radius
    cornerClip.layer.maskedCorners = corners
    displayClip.layer.cornerRadius = displayRadius
    layer.shadowOpacity = shadow?.opacity ?? 0
    layer.shadowRadius = shadow?.radius ?? 0
    layer.shadowOffset = .zero
    setNeedsLayout()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let s = Self.grabberSize
    grabber.frame = CGRect(
      x: (bounds.width - s.width) / 2, y: Self.grabberTop, width: s.width, height: s.height)
    cornerClip.bringSubviewToFront(grabber)
    layer.shadowPath =
      layer.shadowOpacity > 0
      ? UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius).cgPath : nil
  }
}

/// The shadow under a floating sheet: UIKit's sheet metrics give a radius of 2 points at
/// opacity 0.5, in black, with no offset (the offset is Curtain's choice).
struct SheetShadow: Equatable {
  var radius: CGFloat = 2
  var opacity: Float = 0.5
}
