import Foundation

/// A popover presentation controller's delegate: the adaptivity methods, plus the popover's own.
/// Every method is optional, as in UIKit (a requirement with a default implementation; the
/// machinery calls only those you implement).
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// The popover is about to be presented: the last moment to set its anchor.
  func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController)
  /// A tap outside the popover: whether it may dismiss (deprecated in iOS 13 in favour of
  /// `presentationControllerShouldDismiss(_:)`, which is asked when this one is not implemented).
  func popoverPresentationControllerShouldDismissPopover(
    _ popoverPresentationController: UIPopoverPresentationController
  ) -> Bool
  /// The popover was dismissed by a tap outside it (not by `dismiss(animated:)`).
  func popoverPresentationControllerDidDismissPopover(
    _ popoverPresentationController: UIPopoverPresentationController)
  /// The popover is about to move because its container changed size (a rotation): change the
  /// anchor through the pointers if you wish. (UIKit's `view` is an
  /// `AutoreleasingUnsafeMutablePointer`, which needs Objective-C; here it is a plain pointer.)
  func popoverPresentationController(
    _ popoverPresentationController: UIPopoverPresentationController,
    willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
    in view: UnsafeMutablePointer<UIView>)
}

extension UIPopoverPresentationControllerDelegate {
  public func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController
  ) {
    OptionalRequirement.notImplemented()
  }
  public func popoverPresentationControllerShouldDismissPopover(
    _ popoverPresentationController: UIPopoverPresentationController
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  public func popoverPresentationControllerDidDismissPopover(
    _ popoverPresentationController: UIPopoverPresentationController
  ) { OptionalRequirement.notImplemented() }
  public func popoverPresentationController(
    _ popoverPresentationController: UIPopoverPresentationController,
    willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
    in view: UnsafeMutablePointer<UIView>
  ) { OptionalRequirement.notImplemented() }
}
