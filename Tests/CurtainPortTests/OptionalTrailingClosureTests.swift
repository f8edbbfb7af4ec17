import CurtainPort
import Testing

/// An optional requirement called with a trailing closure: the closure stands for the last
/// parameter whatever its label, so the call is a use of the requirement.
@Suite struct OptionalTrailingClosureTests {
  @Test func trailingClosureCallLosesItsMarker() {
    let file = ported(
      """
      @objc protocol GalleryDelegate {
          @objc optional func removePhoto(_ gallery: Gallery, index: Int, reload: @escaping (() -> Void))
      }
      final class DeleteButton {
          weak var gallery: Gallery?
          func pressed() {
              guard let gallery = self.gallery else { return }
              gallery.delegate?.removePhoto?(gallery, index: gallery.index) { [weak self] in
                  self?.gallery?.reload()
              }
          }
      }
      """)
    #expect(file.text.contains("gallery.delegate?.removePhoto(gallery, index: gallery.index) {"))
    #expect(file.count(.optionalCall) == 1)
  }

  @Test func labelledTrailingClosuresMatchTheirParameters() {
    let file = ported(
      """
      @objc protocol Loader {
          @objc optional func load(_ url: URL, progress: @escaping (Double) -> Void, done: @escaping () -> Void)
          @objc optional func load(_ url: URL, done: @escaping () -> Void)
      }
      final class Screen {
          weak var loader: Loader?
          func start(_ url: URL) {
              loader?.load?(url) { _ in } done: { }
          }
      }
      """)
    #expect(file.text.contains("loader?.load(url) { _ in } done: { }"))
    #expect(file.count(.optionalCall) == 1)
  }
}
