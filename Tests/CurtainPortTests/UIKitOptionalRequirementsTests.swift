import Foundation
import Testing

@testable import CurtainPort

@Suite struct UIKitOptionalRequirementsTests {
  @Test func callsOfUIKitsOptionalRequirementsLoseTheirMarker() {
    // OverlayContainer forwards scroll events to the delegate it replaced; Hero forwards
    // navigation events the same way.
    let file = ported(
      """
      import UIKit

      final class Proxy: NSObject, UIScrollViewDelegate {
          weak var original: UIScrollViewDelegate?
          weak var navigation: UINavigationControllerDelegate?

          func scrollViewDidScroll(_ scrollView: UIScrollView) {
              original?.scrollViewDidScroll?(scrollView)
          }

          func forward(_ controller: UINavigationController, _ shown: UIViewController) {
              navigation!.navigationController!(controller, didShow: shown, animated: true)
              let zoomed = original?.viewForZooming?(in: UIScrollView())
              _ = zoomed
          }
      }
      """)
    #expect(file.text.contains("original?.scrollViewDidScroll(scrollView)"))
    #expect(file.text.contains("navigation!.navigationController(controller, didShow: shown"))
    #expect(file.text.contains("original?.viewForZooming(in: UIScrollView())"))
    #expect(file.count(.optionalCall) == 3)
    #expect(file.count(.optionalRequirement) == 0)
  }

  @Test func everyListedRequirementIsOneCurtainDeclaresWithADefault() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
    var text = ""
    for module in ["HeadlessUIKit", "HeadlessQuartzCore"] {
      let root = sources.appendingPathComponent(module)
      let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!
      for case let file as URL in files where file.pathExtension == "swift" {
        text += try String(contentsOf: file, encoding: .utf8)
      }
    }
    let keys = UIKitOptionalRequirements.requirements.map(\.id)
    #expect(keys.count == Set(keys).count)
    #expect(keys.count == UIKitOptionalRequirements.signatures.values.joined().count)
    for (name, signatures) in UIKitOptionalRequirements.signatures {
      #expect(text.contains("protocol \(name)"), "\(name) is not declared")
      #expect(text.contains("extension \(name)"), "\(name) has no defaults")
      for signature in signatures {
        let base = signature.prefix { $0 != "(" }
        #expect(text.contains("func \(base)("), "\(name).\(base) is not declared")
      }
    }
  }
}
