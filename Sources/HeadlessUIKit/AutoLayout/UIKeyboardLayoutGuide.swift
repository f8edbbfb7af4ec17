import Foundation

/// The space the keyboard takes in a view, as UIKit's `UIKeyboardLayoutGuide` (iOS 15). A stage
/// shows no keyboard, so the guide is where UIKit puts it while the keyboard is off screen: the
/// view's full width, from the bottom of its safe area (``usesBottomSafeArea``) or its bottom
/// edge down to its bottom edge. Content pinned to its `topAnchor` sits where it would on a
/// device with the keyboard hidden.
@preconcurrency @MainActor open class UIKeyboardLayoutGuide: UILayoutGuide {
  /// Whether the guide follows a floating or split keyboard. Default: false.
  open var followsUndockedKeyboard = false
  /// Whether the guide's top stays at the bottom of the safe area while the keyboard is off
  /// screen (iOS 17). Default: true.
  open var usesBottomSafeArea = true {
    didSet {
      topConstraint?.isActive = false
      attachTop()
    }
  }
  /// The padding above the keyboard within which a drag dismisses it (iOS 17). Default: 0.
  open var keyboardDismissPadding: CGFloat = 0

  private var topConstraint: NSLayoutConstraint?

  /// Pins the guide to its owning view: edges and bottom, and the top per
  /// ``usesBottomSafeArea``.
  func attach(in view: UIView) {
    NSLayoutConstraint.activate([
      leadingAnchor.constraint(equalTo: view.leadingAnchor),
      trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
    attachTop()
  }

  private func attachTop() {
    guard let view = owningView else { return }
    let edge = usesBottomSafeArea ? view.safeAreaLayoutGuide.bottomAnchor : view.bottomAnchor
    topConstraint = topAnchor.constraint(equalTo: edge)
    topConstraint?.isActive = true
  }
}

extension UIView {
  /// The guide for the keyboard's space in this view (iOS 15), made when first asked for.
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    if let guide = autoLayout.keyboardGuide { return guide }
    let guide = UIKeyboardLayoutGuide()
    guide.identifier = "UIViewKeyboardLayoutGuide"
    addLayoutGuide(guide)
    autoLayout.keyboardGuide = guide
    guide.attach(in: self)
    return guide
  }
}
