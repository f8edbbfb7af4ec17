import Foundation

/// Sizes of the bar's contents.
///
/// - Text: 17 points; the title and `.done` buttons semibold.
/// - A titled or image button is its content plus 8 points on each side; image and icon buttons
///   are at least 44 points wide (the minimum touch target); buttons are as tall as the bar.
/// - A custom view keeps its size and gets the same padding.
/// - Buttons start at the bar's layout margin (16 points, 20 on bars 414 points or wider and in
///   regular width) minus their padding, and follow each other without gaps.
/// - The back button: its chevron starts 8 points from the leading edge, its title 27 points.
@MainActor enum NavigationBarMetrics {
  static let fontSize: CGFloat = 17
  static let buttonPadding: CGFloat = 8
  static let minimumImageButtonWidth: CGFloat = 44
  static let backTitleLeading: CGFloat = 27

  /// The bar's font for buttons (semibold for `.done`) and, semibold, for the title.
  static func font(bold: Bool) -> UIFont {
    .systemFont(ofSize: fontSize, weight: bold ? .semibold : .regular)
  }

  /// The width of `text` in the bar's font, in points (whole pixels at `scale`).
  static func textWidth(_ text: String, bold: Bool, scale: CGFloat) -> CGFloat {
    font(bold: bold).width(of: text, scale: scale)
  }

  /// The layout margin of a bar of `width` points.
  static func margin(width: CGFloat, traits: UITraitCollection) -> CGFloat {
    width >= 414 || traits.horizontalSizeClass == .regular ? 20 : 16
  }

  /// The width of the button showing `item` (spaces included).
  static func width(of item: UIBarButtonItem, scale: CGFloat) -> CGFloat {
    if item.systemItem == .flexibleSpace { return 0 }
    if item.systemItem == .fixedSpace { return item.width }
    if let custom = item.customView { return custom.frame.width + 2 * buttonPadding }
    let content: CGFloat
    if item.width > 0 {
      content = item.width
    } else if let title = item.title, item.image == nil {
      content = textWidth(title, bold: item.style == .done, scale: scale)
    } else {
      content = item.image?.size.width ?? 0
      return max(minimumImageButtonWidth, content + 2 * buttonPadding)
    }
    return content + 2 * buttonPadding
  }

  /// The width of a back button titled `title`.
  static func backButtonWidth(title: String, scale: CGFloat) -> CGFloat {
    backTitleLeading + textWidth(title, bold: false, scale: scale) + buttonPadding
  }

  /// Places a button's view in its slot: a custom view keeps its size, centred.
  static func place(_ view: UIView, for item: UIBarButtonItem, slot: CGRect) {
    item.shownView = view
    if item.customView === view {
      let size = CGSize(width: view.frame.width, height: min(view.frame.height, slot.height))
      view.frame = CGRect(
        x: slot.midX - size.width / 2, y: slot.midY - size.height / 2, width: size.width,
        height: size.height)
    } else {
      view.frame = slot
    }
  }
}

/// The buttons and title view of one navigation item, laid out across the bar (UIKit's
/// `_UINavigationBarContentView`).
@MainActor final class NavigationBarContentView: UIView {
  let item: UINavigationItem?
  private(set) var backButton: NavigationBackButton?
  private(set) var leftButtons: [(item: UIBarButtonItem, view: UIView)] = []
  private(set) var rightButtons: [(item: UIBarButtonItem, view: UIView)] = []
  private(set) var titleView: UIView?
  /// The item's title, when it has no title view.
  private(set) var titleLabel: UILabel?
  /// What shows the title: the title view, else the label.
  var shownTitle: UIView? { titleView ?? titleLabel }

  /// The content for `item`, with a back button titled for `backItem` when there is one.
  init(item: UINavigationItem?, backItem: UINavigationItem?, bar: UINavigationBar) {
    self.item = item
    super.init(frame: bar.bounds)
    if let backItem {
      let back = NavigationBackButton(title: backItem.backButtonDisplayTitle, bar: bar)
      backButton = back
      addSubview(back)
    }
    guard let item else { return }
    let shown = { (items: [UIBarButtonItem]?) in (items ?? []).filter { !$0.isHidden } }
    leftButtons = shown(item.leftBarButtonItems).map { ($0, makeView(for: $0, in: bar, item)) }
    rightButtons = shown(item.rightBarButtonItems).map { ($0, makeView(for: $0, in: bar, item)) }
    if let title = item.titleView {
      titleView = title
      addSubview(title)
    } else if let title = item.title, !title.isEmpty {
      let label = UILabel()
      label.text = title
      label.textAlignment = .center
      titleLabel = label
      addSubview(label)
      styleTitle(bar.shownTitleAttributes)
    }
    registerRepresentations()
  }

  /// Gives the title label the font and colour of `attributes`, or the bar's defaults.
  func styleTitle(_ attributes: [NSAttributedString.Key: Any]?) {
    guard let label = titleLabel else { return }
    label.font = attributes?[.font] as? UIFont ?? NavigationBarMetrics.font(bold: true)
    label.textColor = attributes?[.foregroundColor] as? UIColor ?? .label
    setNeedsLayout()
  }

  required init?(coder: NSCoder) { fatalError("not supported") }

  private func makeView(
    for barItem: UIBarButtonItem, in bar: UINavigationBar, _ navItem: UINavigationItem
  ) -> UIView {
    barItem.changeHandler = { [weak bar, weak navItem] in
      guard let bar, let navItem else { return }
      bar.itemDidChange(navItem, animated: false)
    }
    let view = barItem.customView ?? BarButtonItemView(item: barItem)
    addSubview(view)
    return view
  }

  /// Points the bar button items at the views showing them (again, after a cancelled
  /// transition brought this content back).
  func registerRepresentations() {
    for (item, view) in leftButtons + rightButtons { item.representation = view }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let b = bounds
    let h = b.height
    let margin = NavigationBarMetrics.margin(width: b.width, traits: traitCollection)
    let pad = NavigationBarMetrics.buttonPadding
    let scale = max(1, traitCollection.displayScale)
    var left = margin - pad
    if let back = backButton {
      back.frame = CGRect(x: 0, y: 0, width: back.preferredWidth(scale: scale), height: h)
      left = back.frame.maxX
    }
    for (item, view) in leftButtons {
      let w = NavigationBarMetrics.width(of: item, scale: scale)
      place(view, for: item, slot: CGRect(x: left, y: 0, width: w, height: h))
      left += w
    }
    var right = b.width - margin + pad
    for (item, view) in rightButtons {
      let w = NavigationBarMetrics.width(of: item, scale: scale)
      place(view, for: item, slot: CGRect(x: right - w, y: 0, width: w, height: h))
      right -= w
    }
    if let label = titleLabel {
      // Its whole width, centred on the bar where the buttons leave room, else shifted or cut
      // off with "…" between them.
      label.frame.size = CGSize(
        width: label.sizeThatFits(.zero).width, height: label.font.lineHeight)
    }
    if let title = titleView ?? titleLabel {
      let size = CGSize(
        width: min(title.frame.width, max(0, right - left)), height: min(title.frame.height, h))
      var x = (b.width - size.width) / 2
      x = min(max(x, left), right - size.width)
      title.frame = CGRect(x: x, y: (h - size.height) / 2, width: size.width, height: size.height)
    }
  }

  private func place(_ view: UIView, for item: UIBarButtonItem, slot: CGRect) {
    NavigationBarMetrics.place(view, for: item, slot: slot)
  }
}

/// The button a bar shows for a bar button item (UIKit's `_UIButtonBarButton`): its image if it
/// has one (an icon system item's symbol, where Curtain draws it), else its title, in the tint
/// colour; a tap runs the item's action.
@MainActor final class BarButtonItemView: UIView {
  unowned let item: UIBarButtonItem
  let imageView: UIImageView?
  let titleLabel: UILabel?

  init(item: UIBarButtonItem) {
    self.item = item
    let image = item.image ?? item.systemItem.flatMap(Self.symbol(for:))
    imageView = image.map { UIImageView(image: $0) }
    titleLabel =
      imageView == nil && !item.isSpace
      ? item.title.map { BarTitleLabel(text: $0, bold: item.style == .done) } : nil
    super.init(frame: .zero)
    isOpaque = false
    if let imageView { addSubview(imageView) }
    if let titleLabel { addSubview(titleLabel) }
    if !item.isSpace {
      let tap = UITapGestureRecognizer { [weak self] _ in self?.item.performAction() }
      tap.isSystemRecognizer = true
      addGestureRecognizer(tap)
    }
  }

  required init?(coder: NSCoder) { fatalError("not supported") }

  /// The SF Symbol UIKit shows for an icon system item, at the bars' symbol size (17-point
  /// body, large scale), where Curtain draws that symbol (`.add` and `.stop`); nil otherwise.
  static func symbol(for systemItem: UIBarButtonItem.SystemItem) -> UIImage? {
    let name: String
    switch systemItem {
    case .add: name = "plus"
    case .stop: name = "xmark"
    case .action: name = "square.and.arrow.up"
    case .trash: name = "trash"
    case .search: name = "magnifyingglass"
    case .refresh: name = "arrow.clockwise"
    case .compose: name = "square.and.pencil"
    case .play: name = "play.fill"
    case .pause: name = "pause.fill"
    default: return nil
    }
    return UIImage(
      systemName: name,
      withConfiguration: UIImage.SymbolConfiguration(pointSize: 17, weight: .regular, scale: .large)
    )
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    titleLabel?.frame = bounds.insetBy(dx: NavigationBarMetrics.buttonPadding, dy: 0)
    guard let imageView else { return }
    let size = imageView.image?.size ?? .zero
    imageView.frame = CGRect(
      x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2, width: size.width,
      height: size.height)
  }
}

/// The back button: a chevron and the title of the item below, in the tint colour; a tap pops
/// the navigation controller.
@MainActor final class NavigationBackButton: UIView {
  weak var bar: UINavigationBar?
  let title: String
  let arms = [UIView(), UIView()]
  let titleLabel: UILabel

  init(title: String, bar: UINavigationBar) {
    self.title = title
    self.bar = bar
    titleLabel = BarTitleLabel(text: title, bold: false)
    super.init(frame: .zero)
    isOpaque = false
    addSubview(titleLabel)
    for arm in arms {
      arm.layer.cornerRadius = Self.armThickness / 2
      arm.isUserInteractionEnabled = false
      addSubview(arm)
    }
    let tap = UITapGestureRecognizer { [weak self] _ in self?.bar?.backButtonTapped() }
    tap.isSystemRecognizer = true
    addGestureRecognizer(tap)
  }

  required init?(coder: NSCoder) { fatalError("not supported") }

  /// The width the button takes in the bar at `scale` pixels per point.
  func preferredWidth(scale: CGFloat) -> CGFloat {
    NavigationBarMetrics.backButtonWidth(title: title, scale: scale)
  }

  /// The chevron: two 12.5 × 3 point rounded arms meeting at a tip 9.5 points from the leading
  /// edge, about 18 points tall (an approximation of SF Symbols' `chevron.backward`).
  static let armLength: CGFloat = 12.5
  static let armThickness: CGFloat = 3
  static let tipX: CGFloat = 9.5

  override func layoutSubviews() {
    super.layoutSubviews()
    let c = Self.armLength / 2 * 0.5.squareRoot()
    let midY = bounds.height / 2
    for (i, arm) in arms.enumerated() {
      let up: CGFloat = i == 0 ? -1 : 1
      arm.transform = .identity
      arm.bounds = CGRect(x: 0, y: 0, width: Self.armLength, height: Self.armThickness)
      arm.center = CGPoint(x: Self.tipX + c, y: midY + up * c)
      arm.transform = CGAffineTransform(rotationAngle: up * .pi / 4)
    }
    let tint = tintColor.resolvedColor(with: traitCollection)
    for arm in arms where arm.backgroundColor != tint { arm.backgroundColor = tint }
    let leading = NavigationBarMetrics.backTitleLeading
    titleLabel.frame = CGRect(
      x: leading, y: 0, width: max(0, bounds.width - leading - NavigationBarMetrics.buttonPadding),
      height: bounds.height)
  }
}

/// A bar button's or the back button's title: 17 points (`.done` semibold), centred in its room,
/// in the tint colour (taken when it is drawn).
@MainActor final class BarTitleLabel: UILabel {
  init(text: String, bold: Bool) {
    super.init(frame: .zero)
    self.text = text
    font = NavigationBarMetrics.font(bold: bold)
    textAlignment = .center
  }

  required init?(coder: NSCoder) { fatalError("not supported") }

  override func display(_ layer: CALayer) {
    if textColor != tintColor { textColor = tintColor }
    super.display(layer)
  }
}

extension UINavigationBar {
  /// Rebuilds the buttons for the top item. Animated, the new buttons fade in as the old ones
  /// fade out: alongside a navigation transition when one runs (undone if it is cancelled), else
  /// over `hideShowBarDuration`.
  func reloadContent(animated: Bool, coordinator: UIViewControllerTransitionCoordinator?) {
    let top = topItem
    var back: UINavigationItem? = nil
    if let top, let below = backItem, !top.hidesBackButton,
      (top.leftBarButtonItems ?? []).isEmpty || top.leftItemsSupplementBackButton
    {
      back = below
    }
    let new = NavigationBarContentView(item: top, backItem: back, bar: self)
    let old = content
    content = new
    addSubview(new)
    new.frame = bounds
    guard let old else { return }
    guard animated else { return old.removeFromSuperview() }
    // Alongside a push the new title comes in from the right and the old one leaves towards
    // the back button (a pop the other way round), as they cross-fade; UIKit's own path (the
    // old title landing on the back button) is approximated by a slide of 40 % of the bar.
    let operation = (coordinator as? NavigationTransition)?.operation
    let shift =
      operation == .push ? bounds.width * 0.4 : operation == .pop ? -bounds.width * 0.4 : 0
    UIView.performWithoutAnimation {
      new.alpha = 0
      new.shownTitle?.transform = CGAffineTransform(translationX: shift, y: 0)
    }
    let fade = { (_: UIViewControllerTransitionCoordinatorContext?) in
      new.alpha = 1
      old.alpha = 0
      new.shownTitle?.transform = .identity
      old.shownTitle?.transform = CGAffineTransform(translationX: -shift, y: 0)
    }
    if let coordinator {
      // The background fades too where the new top controller's content rests elsewhere.
      coordinator.animate(
        alongsideTransition: { [weak self] in
          fade($0)
          self?.updateAppearanceView()
        },
        completion: { [weak self] context in
          self?.updateAppearanceView()
          if context.isCancelled {
            new.removeFromSuperview()
            UIView.performWithoutAnimation {
              old.alpha = 1
              old.shownTitle?.transform = .identity
            }
            if self?.content === new {
              self?.content = old
              old.registerRepresentations()
            }
          } else {
            old.removeFromSuperview()
          }
        })
    } else {
      UIView.animate(
        withDuration: TimeInterval(UINavigationController.hideShowBarDuration),
        animations: { fade(nil) },
        completion: { _ in old.removeFromSuperview() })
    }
  }

  /// The back button was tapped: the navigation controller pops (through its
  /// `popViewController(animated:)`, which subclasses may override); a bar of its own pops its
  /// top item.
  func backButtonTapped() {
    if let nav = navigationController {
      _ = traceCall(nav, "popViewController(animated: true)") {
        nav.popViewController(animated: true)
      }
    } else if itemStack.count > 1 {
      _ = popItem(animated: true)
    }
  }
}
