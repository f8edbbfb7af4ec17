import Foundation

/// Pull to refresh, as UIKit's `UIRefreshControl`: set it as a scroll view's `refreshControl`;
/// pulling the content down past the trigger distance starts refreshing and sends
/// `.valueChanged`, and the content then rests below the spinning control until
/// ``endRefreshing()``.
///
/// ```swift
/// let refresh = UIRefreshControl()
/// refresh.addTarget(self, action: #selector(reload), for: .valueChanged)
/// tableView.refreshControl = refresh
/// // when the data has arrived:
/// refresh.endRefreshing()
/// ```
///
/// UIKit draws the spinner with an activity indicator; Curtain draws its eight ticks itself,
/// appearing one by one as the pull grows and turning while it refreshes. The trigger
/// distance (120 points) and the control's height (60 points) are Curtain's values.
@preconcurrency @MainActor open class UIRefreshControl: UIControl {
  /// How far past the top the content must be pulled to start refreshing.
  static let triggerDistance: CGFloat = 120
  /// The control's height, which the content rests below while refreshing.
  static let height: CGFloat = 60

  private let spinner = RefreshSpinner()
  private let titleLabel = UILabel()

  /// Whether the control is refreshing.
  open private(set) var isRefreshing = false
  /// A line of text under the spinner. Default: nil.
  open var attributedTitle: NSAttributedString? {
    didSet {
      titleLabel.text = attributedTitle?.string
      setNeedsLayout()
    }
  }

  /// A control to set as a scroll view's `refreshControl`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(spinner)
    titleLabel.font = .systemFont(ofSize: 13)
    titleLabel.textColor = .secondaryLabel
    titleLabel.textAlignment = .center
    addSubview(titleLabel)
  }

  /// A control to set as a scroll view's `refreshControl`.
  public convenience init() { self.init(frame: .zero) }

  /// Storyboards do not exist headlessly: a plain control.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(spinner)
    addSubview(titleLabel)
  }

  /// Starts refreshing as code asks: the spinner turns and the content makes room for it (the
  /// scroll view does not scroll; no `.valueChanged` is sent).
  open func beginRefreshing() {
    guard !isRefreshing else { return }
    isRefreshing = true
    spinner.spins = true
    scrollView?.refreshInsetDidChange(animated: false)
  }

  /// Ends refreshing: the spinner stops and the content returns to the top, animated.
  open func endRefreshing() {
    guard isRefreshing else { return }
    isRefreshing = false
    spinner.spins = false
    scrollView?.refreshInsetDidChange(animated: true)
  }

  /// The scroll view the control is the refresh control of.
  var scrollView: UIScrollView? {
    (superview as? UIScrollView).flatMap { $0.refreshControl === self ? $0 : nil }
  }

  /// The room the content keeps above it while refreshing.
  var restingInset: CGFloat { isRefreshing ? Self.height : 0 }

  /// Follows a pull: more ticks show the further the content is pulled past its top, and a
  /// pull past the trigger distance starts refreshing.
  func scrollViewDidPull(_ scrollView: UIScrollView) {
    let top = -scrollView.adjustedContentInset.top
    let pull = max(0, top - scrollView.contentOffset.y)
    spinner.progress = isRefreshing ? 1 : min(1, pull / Self.triggerDistance)
    guard scrollView.isDragging, !isRefreshing, pull >= Self.triggerDistance else { return }
    isRefreshing = true
    spinner.spins = true
    sendActions(for: .valueChanged)
  }

  /// Fills the space above the content, the scroll view's width.
  func place(in scrollView: UIScrollView) {
    let top = scrollView.adjustedContentInset.top - restingInset
    UIView.performWithoutAnimation {
      frame = CGRect(
        x: scrollView.contentOffset.x, y: -top - Self.height,
        width: scrollView.bounds.width, height: Self.height)
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let titled = attributedTitle != nil
    let side = RefreshSpinner.size
    spinner.frame = CGRect(
      x: (bounds.width - side) / 2, y: titled ? 8 : (bounds.height - side) / 2, width: side,
      height: side)
    spinner.tintColor = tintColor
    titleLabel.frame = CGRect(x: 0, y: spinner.frame.maxY + 4, width: bounds.width, height: 16)
  }
}

/// The refresh control's spinner: eight grey ticks round a circle.
@MainActor final class RefreshSpinner: UIView {
  static let size: CGFloat = 28
  private var ticks: [CAShapeLayer] = []

  /// How much of the pull to the trigger has happened (how many ticks show).
  var progress: CGFloat = 0 {
    didSet { if progress != oldValue { updateTicks() } }
  }

  /// Whether the ticks turn.
  var spins = false {
    didSet {
      guard spins != oldValue else { return }
      layer.removeAnimation(forKey: "spin")
      guard spins else { return }
      let spin = CABasicAnimation(keyPath: "transform.rotation.z")
      spin.fromValue = 0
      spin.toValue = 2 * CGFloat.pi
      spin.duration = 1
      spin.repeatCount = .infinity
      layer.add(spin, forKey: "spin")
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    for i in 0..<8 {
      let tick = CAShapeLayer()
      let angle = CGFloat(i) * .pi / 4 - .pi / 2
      let c = Self.size / 2
      tick.path = CGPath(
        roundedRect: CGRect(x: -1.5, y: -4, width: 3, height: 8), cornerWidth: 1.5,
        cornerHeight: 1.5, transform: nil)
      tick.position = CGPoint(x: c + cos(angle) * 9, y: c + sin(angle) * 9)
      tick.setAffineTransform(CGAffineTransform(rotationAngle: angle + .pi / 2))
      tick.fillColor = UIColor.secondaryLabel.cgColor
      layer.addSublayer(tick)
      ticks.append(tick)
    }
    updateTicks()
  }

  required init?(coder: NSCoder) { fatalError("made in code") }

  private func updateTicks() {
    let shown = Int((progress * 8).rounded(.down))
    for (i, tick) in ticks.enumerated() { tick.isHidden = i >= shown }
  }
}

extension UIScrollView {
  /// A new refresh control goes above the content (under the other subviews); the old one
  /// leaves.
  func refreshControlDidChange(from old: UIRefreshControl?) {
    guard old !== refreshControl else { return }
    old?.removeFromSuperview()
    if let refreshControl { insertSubview(refreshControl, at: 0) }
    noteAdjustedContentInset()
    setNeedsLayout()
  }

  /// The refresh control started or ended refreshing: the content's top inset follows, the
  /// offset staying where it is (as UIKit's does, so `beginRefreshing()` shows no spinner
  /// until the content is pulled) unless it is now above the top, when it returns there
  /// (animated when `animated`).
  func refreshInsetDidChange(animated: Bool) {
    noteAdjustedContentInset(keepingOffset: true)
    let top = -adjustedContentInset.top
    if !isTracking, contentOffset.y < top {
      setContentOffset(CGPoint(x: contentOffset.x, y: top), animated: animated)
    }
    setNeedsLayout()
  }
}
