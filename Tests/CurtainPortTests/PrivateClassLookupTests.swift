import CurtainPort
import Testing

/// A branch built on one of UIKit's private classes is fenced, and Linux keeps its else branch.
@Suite struct PrivateClassLookupTests {
  @Test func theElseBranchIsWhatLinuxRuns() {
    // A translucent drawer background, as KWDrawerController writes it.
    let file = ported(
      """
      import UIKit

      final class TranslucentView: UIView {
          func setUp(_ effectView: UIView) {
              if let customBlurClass: AnyObject.Type = NSClassFromString("_UICustomBlurEffect") {
                  let type = customBlurClass as! NSObject.Type
                  let blurEffect = type.init() as! UIBlurEffect
                  effectView.addSubview(UIVisualEffectView(effect: blurEffect))
              } else {
                  let toolBar = UIToolbar(frame: bounds)
                  effectView.addSubview(toolBar)
              }
              if let known = NSClassFromString("UIView") { print(known) }
          }
      }

      """)
    #expect(
      file.text.contains(
        """
                #if canImport(ObjectiveC)
                if let customBlurClass: AnyObject.Type = NSClassFromString("_UICustomBlurEffect") {
        """))
    #expect(
      file.text.contains(
        """
                }
                #else
                do {
                    let toolBar = UIToolbar(frame: bounds)
                    effectView.addSubview(toolBar)
                }
                #endif
                if let known = NSClassFromString("UIView") { print(known) }
        """))
    #expect(file.count(.objectiveCFence) == 1)
    let detail = file.rewrites.first { $0.kind == .objectiveCFence }?.detail
    #expect(detail?.contains("_UICustomBlurEffect") == true)
  }
}
