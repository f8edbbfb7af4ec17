import Foundation

/// What iOS 7–10's `topLayoutGuide` and `bottomLayoutGuide` give (deprecated in iOS 11).
@preconcurrency @MainActor public protocol UILayoutSupport: AnyObject {
  /// How far the guide reaches into the controller's view from its edge, in points.
  var length: CGFloat { get }
  /// The guide's top edge: the view's top for the top guide, the safe area's bottom for the
  /// bottom guide.
  var topAnchor: NSLayoutYAxisAnchor { get }
  /// The guide's bottom edge: the safe area's top for the top guide, the view's bottom for the
  /// bottom guide.
  var bottomAnchor: NSLayoutYAxisAnchor { get }
  /// The guide's height, `length`.
  var heightAnchor: NSLayoutDimension { get }
}

/// A controller's top or bottom layout guide: the length of its view's safe area on that edge
/// (the status bar and navigation bar at the top, a tab bar or home indicator at the bottom),
/// which is what the guides measured before iOS 11 replaced them with the safe area.
@MainActor final class LayoutSupportGuide: UILayoutSupport {
  enum Edge { case top, bottom }

  /// Held strongly: the controller keeps no reference to the guide, which it makes on request.
  let controller: UIViewController
  let edge: Edge

  init(_ controller: UIViewController, edge: Edge) {
    self.controller = controller
    self.edge = edge
  }

  var length: CGFloat {
    guard let insets = controller.viewIfLoaded?.safeAreaInsets else { return 0 }
    return edge == .top ? insets.top : insets.bottom
  }

  /// The strip of the controller's view the anchors belong to (the view loads, as in UIKit).
  private var guide: UILayoutGuide { controller.view.layoutSupportGuide(top: edge == .top) }

  var topAnchor: NSLayoutYAxisAnchor { guide.topAnchor }
  var bottomAnchor: NSLayoutYAxisAnchor { guide.bottomAnchor }
  var heightAnchor: NSLayoutDimension { guide.heightAnchor }
}

extension UIViewController {
  /// `performSegue(withIdentifier:sender:)` without a storyboard: UIKit raises
  /// `NSInvalidArgumentException`, "Receiver (…) has no segue with identifier '…'".
  func raiseMissingSegue(_ identifier: String) {
    let receiver = "<\(type(of: self))>"
    let exception = UIKitException.invalidArgument(
      "Receiver (\(receiver)) has no segue with identifier '\(identifier)'")
    if let stage = Stage.current {
      stage.raise(exception)
    } else {
      fatalError(exception.description)
    }
  }
}
