import Foundation

/// What Auto Layout keeps for one view, made the first time the view takes part.
@MainActor final class AutoLayoutState {
  /// The active constraints installed on the view (the nearest common ancestor of their
  /// items), in the order they were activated.
  var constraints: [NSLayoutConstraint] = []
  /// The app's layout guides, in the order they were added.
  var layoutGuides: [UILayoutGuide] = []
  /// `layoutMarginsGuide` and `safeAreaLayoutGuide`, once asked for.
  var marginsGuide: UILayoutGuide?
  var safeAreaGuide: UILayoutGuide?
  /// `readableContentGuide`, once asked for (UIView+ReadableContent.swift).
  var readableGuide: UILayoutGuide?
  /// `keyboardLayoutGuide`, once asked for (UIKeyboardLayoutGuide.swift).
  var keyboardGuide: UIKeyboardLayoutGuide?
  /// The guides behind a controller's `topLayoutGuide` and `bottomLayoutGuide`, once asked for.
  var topLayoutSupportGuide: UILayoutGuide?
  var bottomLayoutSupportGuide: UILayoutGuide?
  /// The margins set on the view; nil for the default (8 points, or the system minimum on a
  /// view controller's root view).
  var layoutMargins: UIEdgeInsets?
  var preservesSuperviewLayoutMargins = false
  var insetsLayoutMarginsFromSafeArea = true
  /// Whether `updateConstraints()` is due: true for a new view, as in UIKit.
  var needsUpdateConstraints = true
  var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
  var compressionResistance = (
    horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh
  )
  /// The solver of the hierarchy this view is the root of, once it uses Auto Layout.
  var engine: LayoutEngine?
  /// The view's corner configuration, once set (see UIView+CornerConfiguration.swift); kept
  /// here with the rest of the view's layout state.
  var cornerConfiguration: UICornerConfiguration?
}

extension UIView {
  /// The view's Auto Layout state, made on first use.
  var autoLayout: AutoLayoutState {
    if let state = autoLayoutState { return state }
    let state = AutoLayoutState()
    autoLayoutState = state
    return state
  }
}
