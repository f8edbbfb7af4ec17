import Foundation

/// A transition between two controllers, as UIKit's `UIStoryboardSegue`: storyboards do not
/// exist headlessly, but custom segues made in code run as on iOS.
///
/// ```swift
/// final class FadeSegue: UIStoryboardSegue {
///   override func perform() { source.present(destination, animated: true) }
/// }
/// FadeSegue(identifier: "fade", source: list, destination: detail).perform()
/// ```
@preconcurrency @MainActor open class UIStoryboardSegue: NSObject {
  /// The segue's identifier. Default: nil.
  public let identifier: String?
  /// The controller the segue starts from.
  public let source: UIViewController
  /// The controller the segue shows.
  public let destination: UIViewController
  private let performHandler: (@MainActor () -> Void)?

  /// A segue from `source` to `destination`.
  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    performHandler = nil
    super.init()
  }

  /// A segue whose `perform()` runs `performHandler`.
  public init(
    identifier: String?, source: UIViewController, destination: UIViewController,
    performHandler: @escaping @MainActor () -> Void
  ) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    self.performHandler = performHandler
    super.init()
  }

  /// Runs the transition: the perform handler if the segue has one, else nothing (subclasses
  /// override it).
  open func perform() { performHandler?() }
}

/// A storyboard. Storyboard files cannot be loaded headlessly: asking for one raises UIKit's
/// exception for a storyboard that is not in the bundle.
@preconcurrency @MainActor open class UIStoryboard: NSObject {
  /// The storyboard named `name`: UIKit raises `NSInvalidArgumentException`, "Could not find a
  /// storyboard named '…' in bundle …", as for a missing file.
  public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    super.init()
    let exception = UIKitException.invalidArgument(
      "Could not find a storyboard named '\(name)' in bundle NSBundle (loaded)")
    if let stage = Stage.current {
      stage.raise(exception)
    } else {
      fatalError(exception.description)
    }
  }

  /// No controllers: a storyboard is never loaded.
  open func instantiateInitialViewController() -> UIViewController? { nil }

  /// Raises UIKit's exception for a missing identifier.
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    Stage.current?.raise(
      .invalidArgument(
        "Storyboard (<UIStoryboard>) doesn't contain a view controller with identifier '\(identifier)'"
      ))
    return UIViewController()
  }
}
