import Foundation

/// The error a save to the photo album ends with: a stage has no photo library, so every save
/// fails as on a device whose user denied the app access to photos (the assets library's
/// `ALAssetsLibraryAccessUserDeniedError`).
let savedPhotosAlbumDenied = NSError(
  domain: "ALAssetsLibraryErrorDomain", code: -3311,
  userInfo: [NSLocalizedDescriptionKey: "User denied access"])

/// Saves an image to the photo album, then calls the completion method on the target with the
/// error, on the main queue, as UIKit does. A stage has no photo library: the save fails with
/// an access-denied error.
///
/// iOS code names the completion with
/// `#selector(image(_:didFinishSavingWithError:contextInfo:))`; here it is an unapplied method
/// of the target. A nil `contextInfo` reaches a method that takes a non-optional pointer as a
/// pointer to a zero byte, since a Swift pointer that is not optional cannot be null.
@MainActor public func UIImageWriteToSavedPhotosAlbum<Target: AnyObject>(
  _ image: UIImage, _ completionTarget: Target?,
  _ completionSelector: ((Target) -> (UIImage, NSError?, UnsafeRawPointer) -> Void)?,
  _ contextInfo: UnsafeMutableRawPointer?
) {
  let context = contextInfo.map(UnsafeRawPointer.init) ?? UnsafeRawPointer(nullContext)
  complete(completionTarget) { completionSelector?($0)(image, savedPhotosAlbumDenied, context) }
}

/// Saves an image to the photo album, calling a completion method that takes an optional
/// context pointer.
@MainActor public func UIImageWriteToSavedPhotosAlbum<Target: AnyObject>(
  _ image: UIImage, _ completionTarget: Target?,
  _ completionSelector: ((Target) -> (UIImage, NSError?, UnsafeMutableRawPointer?) -> Void)?,
  _ contextInfo: UnsafeMutableRawPointer?
) {
  complete(completionTarget) { completionSelector?($0)(image, savedPhotosAlbumDenied, contextInfo) }
}

/// Saves an image to the photo album with no completion: the failed save is reported to no one,
/// as on iOS.
@MainActor public func UIImageWriteToSavedPhotosAlbum(
  _ image: UIImage, _ completionTarget: Any?, _ completionSelector: Selector?,
  _ contextInfo: UnsafeMutableRawPointer?
) {}

/// A zero byte, the context a completion taking a non-optional pointer gets for nil.
@MainActor private let nullContext: UnsafeMutableRawPointer = {
  let byte = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
  byte.storeBytes(of: 0, as: UInt8.self)
  return byte
}()

/// Calls `completion` with the target at the stage's next turn (at once without a stage), if
/// the target is still there, as UIKit calls it on the main queue once the save ends.
@MainActor private func complete<Target: AnyObject>(
  _ target: Target?, _ completion: @escaping @MainActor (Target) -> Void
) {
  guard let target else { return }
  guard let timeline = Timeline.current else { return completion(target) }
  timeline.schedule(at: timeline.now) { [weak target] in
    guard let target else { return }
    completion(target)
  }
}
