import CurtainPort
import Testing

/// A weak associated object written in a file that imports only Foundation: on iOS Foundation
/// brings the Objective-C runtime; on Linux Curtain's UIKit does.
@Suite struct RuntimeImportTests {
  static let weakBox = """
    import Foundation

    func objc_getWeakAssociated(_ object: AnyObject, _ key: UnsafeRawPointer) -> AnyObject? {
        let box = objc_getAssociatedObject(object, key) as? () -> AnyObject?
        return box?()
    }

    func objc_setWeakAssociated(_ object: AnyObject, _ key: UnsafeRawPointer, _ value: AnyObject?) {
        weak var held = value
        objc_setAssociatedObject(object, key, { held }, .OBJC_ASSOCIATION_COPY)
    }
    """

  @Test func aFoundationFileCallingAssociatedObjectsImportsUIKit() {
    let file = ported(Self.weakBox, path: "WeakBox.swift")
    #expect(
      file.text == Self.weakBox.replacingOccurrences(of: "import Foundation", with: "import UIKit"))
    #expect(file.count(.uikitImport) == 1)
    #expect(file.count(.objectiveCFence) == 0)
  }

  /// The library's own `objc_`-named functions are its code, not the runtime's: the accessor
  /// calling them stays, and so do the calls of the accessor.
  @Test func ownRuntimeNamedFunctionsFenceNothing() {
    let files = ported([
      "WeakBox.swift": Self.weakBox,
      "Spinner.swift": """
      import UIKit

      public protocol SpinnerDelegate: AnyObject {
          func spinnerDidStop(_ view: UIView)
      }

      private let delegateKey = malloc(4)

      public extension UIView {
          var spinnerDelegate: SpinnerDelegate? {
              get { objc_getWeakAssociated(self, delegateKey!) as? SpinnerDelegate }
              set { objc_setWeakAssociated(self, delegateKey!, newValue) }
          }

          func stopSpinning() {
              spinnerDelegate?.spinnerDidStop(self)
          }
      }
      """,
    ])
    let spinner = files["Spinner.swift"]!
    #expect(spinner.count(.objectiveCFence) == 0)
    #expect(spinner.text == spinner.original)
  }

  /// A runtime function the sources do not declare is still fenced.
  @Test func theRuntimesOwnFunctionsAreStillFenced() {
    let file = ported(
      """
      import UIKit

      func objc_swapIn(_ type: AnyClass, _ a: Selector, _ b: Selector) {
          guard let m = class_getInstanceMethod(type, a), let n = class_getInstanceMethod(type, b)
          else { return }
          method_exchangeImplementations(m, n)
      }
      """)
    #expect(file.count(.objectiveCFence) == 1)
  }
}
