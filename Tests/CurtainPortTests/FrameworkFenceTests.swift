import CurtainPort
import Testing

/// VisionKit's Live Text needs Apple's recognition models: Linux builds the rest of the file.
@Suite struct FrameworkFenceTests {
  static let photoCell = """
    import UIKit
    import VisionKit

    final class PhotoCell: UICollectionViewCell {
      let imageView = UIImageView()
      var liveText = false

      var image: UIImage? {
        didSet {
          imageView.image = image
          if #available(iOS 16, *), liveText, let image {
            analyze(image)
          }
        }
      }

      @available(iOS 16, *)
      private func analyze(_ image: UIImage) {
        guard ImageAnalyzer.isSupported else { return }
        let interaction = ImageAnalysisInteraction()
        imageView.addInteraction(interaction)
      }
    }

    @available(iOS 16, *)
    extension PhotoCell: ImageAnalysisInteractionDelegate {
      func presentingViewController(for interaction: ImageAnalysisInteraction) -> UIViewController? {
        nil
      }
    }
    """

  @Test func visionKitCodeAndItsCallersAreFenced() {
    let file = ported(Self.photoCell, path: "PhotoCell.swift")
    #expect(
      file.text == """
        import UIKit
        #if canImport(VisionKit)
        import VisionKit
        #endif

        final class PhotoCell: UICollectionViewCell {
          let imageView = UIImageView()
          var liveText = false

          var image: UIImage? {
            didSet {
              imageView.image = image
              if #available(iOS 16, *), liveText, let image {
                #if canImport(VisionKit)
                analyze(image)
                #endif
              }
            }
          }

          #if canImport(VisionKit)
          @available(iOS 16, *)
          private func analyze(_ image: UIImage) {
            guard ImageAnalyzer.isSupported else { return }
            let interaction = ImageAnalysisInteraction()
            imageView.addInteraction(interaction)
          }
          #endif
        }

        #if canImport(VisionKit)
        @available(iOS 16, *)
        extension PhotoCell: ImageAnalysisInteractionDelegate {
          func presentingViewController(for interaction: ImageAnalysisInteraction) -> UIViewController? {
            nil
          }
        }
        #endif
        """)
    #expect(file.count(.frameworkFence) == 4)
    let details = file.rewrites.compactMap(\.detail)
    #expect(details.allSatisfy { $0.contains("VisionKit's image analysis needs Apple's") })
    #expect(
      details.contains { $0.hasPrefix("`private func analyze(_ image: UIImage)` does not exist") })
    #expect(details.contains { $0.hasPrefix("`analyze(image)` does not run on Linux") })
  }

  /// The framework's type names mean nothing in a file that does not import it.
  @Test func aFileNotImportingTheFrameworkIsLeftAlone() {
    let source = """
      import UIKit

      final class ImageAnalyzer {
        func analyze(_ image: UIImage) -> Int { Int(image.size.width) }
      }

      """
    #expect(ported(source).text == source)
  }
}
