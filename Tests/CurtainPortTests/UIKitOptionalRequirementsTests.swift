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

  /// The generated list is what HeadlessUIKit and HeadlessQuartzCore declare today; with
  /// `CURTAIN_REGENERATE=1` in the environment the test rewrites it instead of failing.
  @Test func theGeneratedListIsCurrent() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    var texts: [String] = []
    for module in ["HeadlessUIKit", "HeadlessQuartzCore"] {
      let folder = root.appendingPathComponent("Sources/\(module)")
      let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
      for case let file as URL in files where file.pathExtension == "swift" {
        texts.append(try String(contentsOf: file, encoding: .utf8))
      }
    }
    let generated = UIKitRequirementScan.file(scanning: texts)
    let path = root.appendingPathComponent(
      "Sources/CurtainPort/Optional/UIKitOptionalSignatures.swift")
    let current = try String(contentsOf: path, encoding: .utf8)
    if generated != current, ProcessInfo.processInfo.environment["CURTAIN_REGENERATE"] == "1" {
      try generated.write(to: path, atomically: true, encoding: .utf8)
      return
    }
    #expect(
      generated == current,
      """
      UIKitOptionalSignatures.swift is stale: run CURTAIN_REGENERATE=1 swift test --filter \
      UIKitOptionalRequirementsTests, then rebuild
      """)
  }

  @Test func theScanListsRequirementsAnExtensionImplements() {
    let found = UIKitRequirementScan.signatures(in: [
      """
      public protocol UIPickerDelegate: AnyObject {
        func pickerView(_ pickerView: UIPicker, titleForRow row: Int) -> String?
        func pickerView(_ pickerView: UIPicker, didSelectRow row: Int)
        func numberOfComponents(in pickerView: UIPicker) -> Int
      }
      """,
      """
      extension UIPickerDelegate {
        public func pickerView(_ pickerView: UIPicker, titleForRow row: Int) -> String? { nil }
        public func pickerView(_ pickerView: UIPicker, didSelectRow row: Int) {
          OptionalRequirement.notImplemented()
        }
      }
      extension UIPickerDelegate where Self: UIView {
        public func numberOfComponents(in pickerView: UIPicker) -> Int { 1 }
      }
      """,
    ])
    #expect(
      found == [
        "UIPickerDelegate": [
          "pickerView(_:titleForRow:) -> String?", "pickerView(_:didSelectRow:)",
        ]
      ])
    let keys = UIKitOptionalRequirements.requirements.map(\.id)
    #expect(keys.count == Set(keys).count)
    #expect(keys.count == UIKitOptionalRequirements.signatures.values.joined().count)
  }
}
