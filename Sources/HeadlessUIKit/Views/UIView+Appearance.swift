import Foundation

/// How a view's content flips for right-to-left languages, as UIKit's
/// `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
  /// Flips with the language.
  case unspecified = 0
  /// Playback controls: always left to right.
  case playback = 1
  /// Directional controls (a D-pad): always left to right.
  case spatial = 2
  /// Always left to right.
  case forceLeftToRight = 3
  /// Always right to left.
  case forceRightToLeft = 4
}

extension UIView {
  /// The layout direction of `attribute` in the app's language (left to right on a stage).
  public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
    -> UIUserInterfaceLayoutDirection
  {
    userInterfaceLayoutDirection(for: attribute, relativeTo: .leftToRight)
  }

  /// The layout direction of `attribute` where the surrounding direction is `layoutDirection`.
  public static func userInterfaceLayoutDirection(
    for semanticContentAttribute: UISemanticContentAttribute,
    relativeTo layoutDirection: UIUserInterfaceLayoutDirection
  ) -> UIUserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .unspecified: layoutDirection
    case .playback, .spatial, .forceLeftToRight: .leftToRight
    case .forceRightToLeft: .rightToLeft
    }
  }

  /// Curtain's Auto Layout lays out left to right: a view forced right to left says so once.
  func noteForcedDirection() {
    guard effectiveUserInterfaceLayoutDirection == .rightToLeft else { return }
    noteMissingEffect(
      "UIView.semanticContentAttribute",
      "leading and trailing stay left and right: layout runs left to right")
  }

  // MARK: - Dynamic Type limits

  /// Runs `change` (which sets a limit) and tells the subtree if the traits in effect changed.
  func changingTraits(_ change: () -> Void) {
    let previous = traitCollection
    change()
    if traitCollection != previous { propagateTraitChange(previous) }
  }

  /// `traits` with the Dynamic Type size held within the limits this view and its superviews
  /// set, as UIKit applies ``minimumContentSizeCategory`` and ``maximumContentSizeCategory``.
  func limitingContentSize(_ traits: UITraitCollection) -> UITraitCollection {
    guard _minimumContentSizeCategory != nil || _maximumContentSizeCategory != nil else {
      return traits
    }
    let size = traits.preferredContentSizeCategory
    guard size != .unspecified else { return traits }
    var limited = size
    if let minimum = _minimumContentSizeCategory, minimum != .unspecified, limited < minimum {
      limited = minimum
    }
    if let maximum = _maximumContentSizeCategory, maximum != .unspecified, limited > maximum {
      limited = maximum
    }
    guard limited != size else { return traits }
    return UITraitCollection(traitsFrom: [
      traits, UITraitCollection(preferredContentSizeCategory: limited),
    ])
  }

  /// Which limits hold the view's Dynamic Type size, for debugging: the view's own and its
  /// superviews', nearest first, or a line saying there are none.
  func contentSizeCategoryLimitsDescription() -> String {
    var lines: [String] = []
    var view: UIView? = self
    while let v = view {
      var limits: [String] = []
      if let minimum = v._minimumContentSizeCategory {
        limits.append("minimum: \(minimum.rawValue)")
      }
      if let maximum = v._maximumContentSizeCategory {
        limits.append("maximum: \(maximum.rawValue)")
      }
      if !limits.isEmpty {
        lines.append("<\(type(of: v))> \(limits.joined(separator: ", "))")
      }
      view = v.superview
    }
    return lines.isEmpty
      ? "No content size category limits are applied." : lines.joined(separator: "\n")
  }

  // MARK: - Drawing the hierarchy

  /// `drawHierarchy(in:afterScreenUpdates:)`: the view as it is on screen now, scaled into
  /// `rect` of the current context.
  func drawHierarchySnapshot(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
    guard UIGraphicsGetCurrentContext() != nil else { return false }
    if afterScreenUpdates { (window?.layer ?? layer).layoutIfNeeded() }
    let scale = UIScreen.main.scale
    guard let image = layer.snapshotImage(scale: scale) else { return false }
    UIImage(cgImage: image, scale: scale, orientation: .up).draw(in: rect)
    return true
  }

  /// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`: an image view of `rect`
  /// of the view as it is now, whose image stretches between `capInsets`.
  func resizableSnapshot(of rect: CGRect, afterScreenUpdates: Bool, capInsets: UIEdgeInsets)
    -> UIView?
  {
    if afterScreenUpdates { (window?.layer ?? layer).layoutIfNeeded() }
    let scale = UIScreen.main.scale
    let pixels = CGRect(
      x: (rect.minX - bounds.minX) * scale, y: (rect.minY - bounds.minY) * scale,
      width: rect.width * scale, height: rect.height * scale
    ).integral
    let snapshot = UIImageView(frame: CGRect(origin: .zero, size: rect.size))
    if let image = layer.snapshotImage(scale: scale)?.cropping(to: pixels) {
      snapshot.image = UIImage(cgImage: image, scale: scale, orientation: .up)
        .resizableImage(withCapInsets: capInsets)
    }
    return snapshot
  }
}

extension UIEdgeInsets {
  /// The insets turned outward.
  var negated: UIEdgeInsets { UIEdgeInsets(top: -top, left: -left, bottom: -bottom, right: -right) }
}
