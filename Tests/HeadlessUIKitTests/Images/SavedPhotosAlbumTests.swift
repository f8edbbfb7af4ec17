import Foundation
import Testing

@testable import HeadlessUIKit

/// A helper saving an image, with the completion photo viewers write.
private final class SaveHelper {
  var errors: [NSError?] = []
  func image(
    _ image: UIImage, didFinishSavingWithError error: NSError?, contextInfo: UnsafeRawPointer
  ) {
    errors.append(error)
  }
}

@MainActor @Suite struct SavedPhotosAlbumTests {
  /// A stage has no photo library: the save fails as on a device denying access, and the
  /// completion comes at the next turn, not inside the call.
  @Test func aSaveFailsWithAccessDeniedAtTheNextTurn() {
    let stage = Stage()
    let helper = SaveHelper()
    stage.run {
      UIImageWriteToSavedPhotosAlbum(UIImage(), helper, SaveHelper.image, nil)
      #expect(helper.errors.isEmpty)
    }
    stage.advance(to: 0.1)
    #expect(helper.errors.count == 1)
    #expect(helper.errors.first??.domain == "ALAssetsLibraryErrorDomain")
    #expect(helper.errors.first??.code == -3311)
  }
}
