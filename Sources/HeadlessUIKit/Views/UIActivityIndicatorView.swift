import Foundation

/// A spinning activity indicator, as UIKit's `UIActivityIndicatorView` (iOS 13 look): eight
/// rounded spokes around a centre, the leading one opaque and the others fading behind it,
/// turning once a second in eight steps while animating.
///
/// The spokes are drawn at the style's size (20 points for `.medium`, 37 for `.large`), centred
/// in the bounds whatever the bounds' size, as UIKit's are. A new indicator is stopped and, since
/// `hidesWhenStopped` is true, hidden until ``startAnimating()``
/// (docs/uikit-behaviour.md#activity-indicator).
///
/// A spinning indicator on screen keeps its layer animating for ever, as on iOS: a film that
/// shows one until its end needs a duration.
///
/// ```swift
/// let spinner = UIActivityIndicatorView(style: .large)
/// spinner.center = view.center
/// view.addSubview(spinner)
/// spinner.startAnimating()
/// ```
@preconcurrency @MainActor open class UIActivityIndicatorView: UIView {
  /// The indicator's size and default colour.
  public enum Style: Int, Sendable {
    /// 20 points, in the default colour (iOS 13).
    case medium = 100
    /// 37 points, in the default colour (iOS 13).
    case large = 101
    /// 37 points, white (deprecated in iOS 13: use `.large`).
    case whiteLarge = 0
    /// 20 points, white (deprecated in iOS 13: use `.medium`).
    case white = 1
    /// 20 points, grey (deprecated in iOS 13: use `.medium`).
    case gray = 2

    /// The side of the square the spokes fill, in points.
    var diameter: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }

    /// The colour an indicator of this style draws in when none is set.
    var defaultColor: UIColor {
      switch self {
      case .medium, .large: return .secondaryLabel
      case .white, .whiteLarge: return .white
      case .gray: return .gray
      }
    }
  }

  /// The number of spokes, and of steps in a turn.
  static let spokeCount = 8
  /// The time of one turn, in seconds.
  static let turnDuration: CFTimeInterval = 1
  /// The key of the spinning animation on the spokes' layer.
  static let spinKey = "UIActivityIndicatorViewSpin"

  /// The layer that holds the spokes and turns.
  let spokesLayer = CALayer()
  private var animating = false
  private var explicitColor: UIColor?

  /// The indicator's look. Setting it redraws the spokes at the style's size.
  open var style: Style = .medium {
    didSet {
      guard style != oldValue else { return }
      rebuildSpokes()
      invalidateIntrinsicContentSize()
    }
  }

  /// Whether the indicator hides itself while stopped. Default: true.
  open var hidesWhenStopped = true {
    didSet { if !animating { isHidden = hidesWhenStopped } }
  }

  /// The spokes' colour. Setting nil restores the style's colour: `.secondaryLabel` for the
  /// iOS 13 styles, white or grey for the deprecated ones.
  open var color: UIColor! {
    get { explicitColor ?? style.defaultColor }
    set {
      explicitColor = newValue
      colorSpokes()
    }
  }

  /// Whether the indicator is spinning.
  open var isAnimating: Bool { animating }

  /// An indicator of `style`, sized to it.
  public init(style: Style) {
    super.init(frame: CGRect(x: 0, y: 0, width: style.diameter, height: style.diameter))
    self.style = style
    configure()
  }

  /// A `.medium` indicator with a frame; the spokes are centred in it.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    configure()
  }

  /// A `.medium` indicator with a zero frame (storyboards do not exist headlessly). Not
  /// failable, as in UIKit, so subclasses declare `required init(coder:)`.
  public required init(coder: NSCoder) {
    super.init(coder: coder)!
    configure()
  }

  private func configure() {
    isHidden = hidesWhenStopped
    isUserInteractionEnabled = false
    layer.addSublayer(spokesLayer)
    rebuildSpokes()
  }

  /// Starts the spokes turning and shows the indicator.
  open func startAnimating() {
    guard !animating else { return }
    animating = true
    isHidden = false
    spokesLayer.add(Self.spin(), forKey: Self.spinKey)
  }

  /// Stops the spokes and, if `hidesWhenStopped`, hides the indicator.
  open func stopAnimating() {
    guard animating else { return }
    animating = false
    spokesLayer.removeAnimation(forKey: Self.spinKey)
    if hidesWhenStopped { isHidden = true }
  }

  /// The style's size.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: style.diameter, height: style.diameter)
  }

  /// The style's size, whatever the size proposed.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  open override func layoutSubviews() {
    super.layoutSubviews()
    withoutActions { spokesLayer.position = CGPoint(x: bounds.midX, y: bounds.midY) }
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    colorSpokes()
  }

  /// One turn in eight steps, repeating for ever: a discrete keyframe animation of the
  /// rotation, each step holding for an eighth of a second.
  static func spin() -> CAKeyframeAnimation {
    let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
    spin.values = (0..<spokeCount).map { CGFloat($0) * 2 * .pi / CGFloat(spokeCount) }
    spin.calculationMode = .discrete
    spin.duration = turnDuration
    spin.repeatCount = .infinity
    return spin
  }

  /// Makes the spokes for the style: rounded bars pointing out from the centre, the one at 12
  /// o'clock opaque and each one anticlockwise from it fainter, so that the turn leads
  /// clockwise.
  private func rebuildSpokes() {
    withoutActions {
      let d = style.diameter
      spokesLayer.bounds = CGRect(x: 0, y: 0, width: d, height: d)
      spokesLayer.position = CGPoint(x: bounds.midX, y: bounds.midY)
      for old in spokesLayer.sublayers ?? [] { old.removeFromSuperlayer() }
      let length = (d * 0.28).rounded()
      let width = max(2, (d * 0.11).rounded())
      for i in 0..<Self.spokeCount {
        let spoke = CALayer()
        spoke.bounds = CGRect(x: 0, y: 0, width: width, height: length)
        spoke.cornerRadius = width / 2
        spoke.position = CGPoint(x: d / 2, y: d / 2)
        spoke.anchorPoint = CGPoint(x: 0.5, y: (d / 2) / length)
        let angle = CGFloat(i) * 2 * .pi / CGFloat(Self.spokeCount)
        spoke.setAffineTransform(CGAffineTransform(rotationAngle: angle))
        spoke.opacity = Self.spokeOpacity(i)
        spokesLayer.addSublayer(spoke)
      }
    }
    colorSpokes()
  }

  /// The opacity of spoke `i` (clockwise from 12 o'clock): the first is opaque and the others
  /// fade evenly to a quarter going back anticlockwise from it.
  static func spokeOpacity(_ i: Int) -> Float {
    let behind = (spokeCount - i) % spokeCount
    return 1 - 0.75 * Float(behind) / Float(spokeCount - 1)
  }

  /// Paints the spokes in the colour, resolved with the view's traits.
  private func colorSpokes() {
    let resolved = color.resolvedColor(with: traitCollection).cgColor
    withoutActions {
      for spoke in spokesLayer.sublayers ?? [] { spoke.backgroundColor = resolved }
    }
  }

  private func withoutActions(_ body: () -> Void) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    body()
    CATransaction.commit()
  }
}
