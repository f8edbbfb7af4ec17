import CurtainPort
import Testing

@Suite struct ObjectiveCFenceTests {
  @Test func swizzlingIsFencedWithEverythingThatNamesIt() {
    let file = ported(
      """
      import UIKit

      final class Panel: UIViewController {
          func setUp() {
              _ = Panel.swizzle
              title = "Panel"
          }
      }

      private var originalImp: IMP?
      private typealias Dismiss = @convention(c) (AnyObject, Selector, Bool) -> Void

      extension Panel {
          private static let swizzle: Void = {
              if let method = class_getInstanceMethod(UIViewController.self, #selector(dismiss)) {
                  originalImp = method_setImplementation(method, originalImp!)
              }
          }()
      }

      """)
    #expect(
      file.text == """
        import UIKit

        final class Panel: UIViewController {
            func setUp() {
                #if canImport(ObjectiveC)
                _ = Panel.swizzle
                #endif
                title = "Panel"
            }
        }

        #if canImport(ObjectiveC)
        private var originalImp: IMP?
        private typealias Dismiss = @convention(c) (AnyObject, Selector, Bool) -> Void
        #endif

        extension Panel {
            #if canImport(ObjectiveC)
            private static let swizzle: Void = {
                if let method = class_getInstanceMethod(UIViewController.self, #selector(dismiss)) {
                    originalImp = method_setImplementation(method, originalImp!)
                }
            }()
            #endif
        }

        """)
    #expect(file.count(.objectiveCFence) == 4)
    #expect(file.notes.isEmpty, "\(file.notes)")
    let swizzle = file.rewrites.first { $0.detail?.contains("swizzle: Void") == true }
    #expect(swizzle?.line == 19)
    #expect(swizzle?.detail?.contains("method swizzling") == true)
    let statement = file.rewrites.first { $0.line == 6 }
    #expect(statement?.detail?.contains("does not run on Linux") == true)
  }

  @Test func messageForwardingIsFencedAndListed() {
    let file = ported(
      """
      final class Router: NSObject {
          weak var target: NSObject?

          override func responds(to aSelector: Selector!) -> Bool {
              target?.responds(to: aSelector) == true
          }
      }

      """)
    #expect(file.text.contains("    #if canImport(ObjectiveC)\n    override func responds"))
    #expect(file.text.contains("    }\n    #endif\n}"))
    #expect(file.rewrites.first?.detail?.contains("messages are not forwarded") == true)
  }

  @Test(arguments: [
    "let sel = #selector(dismiss(animated:completion:))",
    "if responds(to: #selector(Closing.close)) {}",
    "perform(NSSelectorFromString(\"close\"), with: nil, afterDelay: 1)",
    "let s = Selector(\"close\")",
  ])
  func runtimeLookupsFenceTheirDeclaration(line: String) {
    let file = ported("class Host {\n  func f() {\n    \(line)\n  }\n}\nprotocol Closing {}\n")
    #expect(
      file.text
        == "class Host {\n  #if canImport(ObjectiveC)\n  func f() {\n    \(line)\n  }\n  #endif\n}\nprotocol Closing {}\n"
    )
    #expect(file.notes.isEmpty, "\(file.notes)")
  }

  @Test func fencedCodeIsLeftAsWritten() {
    let source = """
      class Host {
          #if canImport(ObjectiveC)
          @objc dynamic func swizzled() { perform(#selector(swizzled)) }
          #endif
      }

      """
    let file = ported(source)
    #expect(file.text == source)
    #expect(file.notes.isEmpty)
  }

  @Test func namesDeclaredTwiceFenceNothingElse() {
    let file = ported(
      """
      final class Swizzler {
          func install() {
              _ = class_getInstanceMethod(Swizzler.self, #selector(install))
          }
      }

      final class Panel {
          func install() {}
          func setUp() {
              install()
          }
      }

      """)
    #expect(file.count(.objectiveCFence) == 1)
    #expect(file.text.contains("    func setUp() {\n        install()\n    }"))
  }

  @Test func associatedObjectsAreLeftAsWrittenAndTheirImportRenamed() {
    // Toast-Swift keeps its queue of toasts on the view this way.
    let file = ported(
      """
      import UIKit
      import ObjectiveC

      private struct Keys {
          static var queue = "queue"
      }

      extension UIView {
          var queue: NSMutableArray {
              if let queue = objc_getAssociatedObject(self, &Keys.queue) as? NSMutableArray {
                  return queue
              }
              let queue = NSMutableArray()
              objc_setAssociatedObject(self, &Keys.queue, queue, .OBJC_ASSOCIATION_RETAIN)
              return queue
          }

          func clear() { objc_removeAssociatedObjects(self) }
      }

      """)
    #expect(file.count(.objectiveCFence) == 0)
    #expect(file.count(.submoduleImport) == 1)
    #expect(file.text.hasPrefix("import UIKit\nimport ObjectiveCRuntime\n"))
    #expect(
      file.text.contains(
        "objc_setAssociatedObject(self, &Keys.queue, queue, .OBJC_ASSOCIATION_RETAIN)"))
  }

  /// A local taken from fenced code fences what uses it later in its block, and nothing else:
  /// a library capturing the animations `UIView.animate` adds through a swizzled `add(_:forKey:)`
  /// reads them into a local of the same name in two functions.
  @Test func aFencedLocalFencesItsLaterUsesInItsBlockOnly() {
    let file = ported(
      """
      import UIKit

      extension CALayer {
          static var captured: [String]? = {
              if let method = class_getInstanceMethod(CALayer.self, #selector(CALayer.add(_:forKey:))) {
                  _ = method
              }
              return nil
          }()
      }

      func animate() {
          let added = CALayer.captured!
          for key in added {
              print(key)
          }
          let added2 = 2
          print(added2)
      }

      func settle() {
          let added = [1]
          print(added)
      }

      """)
    #expect(
      file.text.contains(
        """
            #if canImport(ObjectiveC)
            let added = CALayer.captured!
            for key in added {
                print(key)
            }
            #endif
            let added2 = 2
        """))
    #expect(
      file.text.contains(
        """
        func settle() {
            let added = [1]
            print(added)
        }
        """))
    #expect(file.rewrites.contains { $0.detail?.contains("it uses added, fenced") == true })
  }
}
