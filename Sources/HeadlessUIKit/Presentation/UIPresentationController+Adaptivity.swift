import Foundation

extension UIPresentationController {
  /// docs/uikit-behaviour.md#adaptivity: the delegate's iOS 8.3 answer if it has the method, else
  /// its iOS 8.0 answer in compact width (where only `.fullScreen`, `.overFullScreen` and `.none`
  /// count), else this controller's own default (none for the base class; full screen in compact
  /// width for a popover).
  func resolveAdaptiveStyle(for traits: UITraitCollection) -> UIModalPresentationStyle {
    let fallback = defaultAdaptiveStyle(for: traits)
    guard let d = delegate else { return fallback }
    let trace = Stage.current?.trace
    let modern: UIModalPresentationStyle?
    if let trace {
      modern = trace.callOptional(d, "adaptivePresentationStyle(for:traitCollection:)") {
        d.adaptivePresentationStyle(for: self, traitCollection: traits)
      }
    } else {
      modern = d.adaptivePresentationStyle(for: self, traitCollection: traits)
    }
    if let modern { return modern }
    guard traits.horizontalSizeClass == .compact else { return fallback }
    let legacy: UIModalPresentationStyle?
    if let trace {
      legacy = trace.callOptional(d, "adaptivePresentationStyle(for:)") {
        d.adaptivePresentationStyle(for: self)
      }
    } else {
      legacy = d.adaptivePresentationStyle(for: self)
    }
    switch legacy {
    case .fullScreen?, .overFullScreen?, .none?: return legacy!
    default: return fallback
    }
  }
}

/// The presentation controllers UIKit uses for its own styles
/// (`_UIFullscreenPresentationController` and friends): not app code, so their calls are not
/// traced.
@MainActor final class SystemPresentationController: UIPresentationController, UIKitOwned {
  let style: UIModalPresentationStyle

  init(
    presentedViewController: UIViewController, presenting: UIViewController?,
    style: UIModalPresentationStyle
  ) {
    self.style = style
    super.init(presentedViewController: presentedViewController, presenting: presenting)
    requestedStyle = style
  }

  /// The full-screen and current-context styles take the presenter's view out of the window.
  override var shouldRemovePresentersView: Bool { style == .fullScreen || style == .currentContext }

  /// The current-context styles present inside their context, not over the screen.
  override var shouldPresentInFullscreen: Bool { !style.isCurrentContext }

  override var presentationStyle: UIModalPresentationStyle { style }
}
