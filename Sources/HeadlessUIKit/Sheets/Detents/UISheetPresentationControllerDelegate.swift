import Foundation

/// A sheet presentation controller's delegate: the adaptivity methods, plus the sheet's own.
/// Set it as the controller's `delegate`. Every method is optional, as in UIKit.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// The user dragged the sheet to another detent. Not called when code changes
  /// `selectedDetentIdentifier`, as UIKit documents.
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) { OptionalRequirement.notImplemented() }
}
