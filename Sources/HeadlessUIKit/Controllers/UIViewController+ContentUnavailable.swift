import Foundation

/// The state a controller's content-unavailable configuration is updated for, as UIKit's
/// `UIContentUnavailableConfigurationState` (iOS 17): the controller's traits and the search
/// text, and custom states by key.
public struct UIContentUnavailableConfigurationState: UIConfigurationState, Hashable {
  public var traitCollection: UITraitCollection
  /// The text of the controller's search, if it has one. Default: nil.
  public var searchText: String?
  var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

  /// The state of a controller with `traitCollection`.
  public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { custom[key] }
    set { custom[key] = newValue }
  }
}

/// A controller's content-unavailable configuration, the view that shows it and whether an
/// update is due.
struct ContentUnavailableState {
  var configuration: (any UIContentConfiguration)?
  var view: (UIView & UIContentView)?
  var updateIsDue = false
}

extension UIViewController {
  /// A configuration for the view shown over the controller's content when it has none to show
  /// (iOS 17): its content view fills the controller's view, in front of its subviews. Nil
  /// removes it. Default: nil.
  public var contentUnavailableConfiguration: (any UIContentConfiguration)? {
    get { contentUnavailable.configuration }
    set {
      contentUnavailable.configuration = newValue
      guard let configuration = newValue else {
        contentUnavailable.view?.removeFromSuperview()
        contentUnavailable.view = nil
        return
      }
      if let view = contentUnavailable.view, view.supports(configuration) {
        view.configuration = configuration
      } else {
        contentUnavailable.view?.removeFromSuperview()
        contentUnavailable.view = configuration.makeContentView()
      }
      guard let shown = contentUnavailable.view else { return }
      let host = view!
      shown.frame = host.bounds
      shown.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      host.addSubview(shown)
    }
  }

  /// The state the configuration is updated for: the controller's traits.
  public var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
    UIContentUnavailableConfigurationState(traitCollection: traitCollection)
  }

  /// Asks for ``updateContentUnavailableConfiguration(using:)`` before the view's next layout.
  public func setNeedsUpdateContentUnavailableConfiguration() {
    contentUnavailable.updateIsDue = true
    viewIfLoaded?.setNeedsLayout()
  }

  /// Runs the update asked for, in the view's layout pass.
  func updateContentUnavailableConfigurationIfDue() {
    guard contentUnavailable.updateIsDue else { return }
    contentUnavailable.updateIsDue = false
    updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
  }
}
