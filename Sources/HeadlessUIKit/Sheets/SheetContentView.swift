import Foundation

/// A card sheet as it appears (UIKit's private sheet content views): the presented controller's
/// view, clipped to the sheet's rounded corners, with the grabber on top when the sheet shows
/// one. It is the sheet presentation controller's `presentedView`, so the transition moves it
/// whole.
@MainActor final class SheetContentView: UIView, UIKitOwned {
  /// The grabber: a 36 × 5 point pill, 5 points below the sheet's top, vibrant on the sheet
  /// (the chrome material's tertiary-label vibrancy: what lies beneath shows through it,
  /// saturated and greyed; UIKit's exact blend is not documented).
  let grabber = UIVisualEffectView(
    effect: UIVibrancyEffect(
      blurEffect: UIBlurEffect(style: .systemChromeMaterial), style: .tertiaryLabel))

  static let grabberSize = CGSize(width: 36, height: 5)
  static let grabberTop: CGFloat = 5

  var showsGrabber = false {
    didSet { grabber.isHidden = !showsGrabber }
  }

  init(content: UIView) {
    super.init(frame: content.frame)
    clipsToBounds = true
    content.frame = bounds
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(content)
    // The vibrancy shows where the content view is opaque: the pill.
    grabber.contentView.backgroundColor = .white
    grabber.contentView.layer.cornerRadius = Self.grabberSize.height / 2
    grabber.isHidden = true
    addSubview(grabber)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    let s = Self.grabberSize
    grabber.frame = CGRect(
      x: (bounds.width - s.width) / 2, y: Self.grabberTop, width: s.width, height: s.height)
    bringSubviewToFront(grabber)
  }
}
