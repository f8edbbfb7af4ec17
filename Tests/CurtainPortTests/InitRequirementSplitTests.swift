import CurtainPort
import Testing

@Suite struct InitRequirementSplitTests {
  static let initializable = """
    protocol InitializableClass: class {
        init()
    }

    extension InitializableClass {
        init(_ block: (Self) -> Void) {
            self.init()
            block(self)
        }

        @discardableResult func with(_ block: (Self) -> Void) -> Self {
            block(self)
            return self
        }
    }

    """

  @Test func anOutsideClassConformsToABaseProtocolAndLostCallsUseWith() {
    let files = ported([
      "Initializable.swift": Self.initializable,
      "Menu.swift": """
      import UIKit

      extension NSObject: InitializableClass {}

      open class Style: InitializableClass {
          required public init() {}
          static var slide: Style { Style { $0.width = 1 } }
          var width = 0
      }

      final class Menu {
          lazy var shade = UIView {
              $0.alpha = 0
          }
          func view(_ configure: (UIView) -> Void) -> UIView { UIView(configure) }
          func label() -> UILabel { UILabel.init { label in label.text = "" } }
          let worker = Thread { print(1) }
          let title = String(3)
          let recognizer = UIPanGestureRecognizer().with { $0.maximumNumberOfTouches = 1 }
      }

      """,
    ])
    let protocolFile = files["Initializable.swift"]!
    #expect(
      protocolFile.text == """
        /// InitializableClass without its initializers, for NSObject to conform to: on Linux a class
        /// from another module has no required init().
        protocol InitializableClassBase: AnyObject {}

        protocol InitializableClass: InitializableClassBase {
            init()
        }

        extension InitializableClass {
            init(_ block: (Self) -> Void) {
                self.init()
                block(self)
            }
        }

        extension InitializableClassBase {
            @discardableResult func with(_ block: (Self) -> Void) -> Self {
                block(self)
                return self
            }
        }

        """)
    #expect(protocolFile.count(.baseProtocol) == 1)
    let menu = files["Menu.swift"]!
    #expect(menu.text.contains("extension NSObject: InitializableClassBase {}"))
    #expect(menu.text.contains("open class Style: InitializableClass {"))
    #expect(menu.text.contains("Style { $0.width = 1 }"), "a conformer keeps the initializer")
    #expect(menu.text.contains("lazy var shade = UIView().with {\n"))
    #expect(menu.text.contains("{ UIView().with(configure) }"))
    #expect(menu.text.contains("UILabel.init().with { label in"))
    #expect(menu.text.contains("Thread { print(1) }"), "a closure taking nothing is not lost")
    #expect(menu.text.contains("String(3)"))
    #expect(menu.count(.initializerCall) == 3)
    #expect(menu.rewrites.filter { $0.kind == .initializerCall }.map(\.line) == [12, 15, 16])
  }

  @Test func requirementsMoveToTheBaseAndAWholeExtensionIsRetargeted() {
    let file = ported(
      """
      public protocol Configurable: AnyObject {
          init()
          var name: String { get }
      }

      public extension Configurable {
          func configured(_ block: (Self) -> Void) -> Self {
              block(self)
              return self
          }
      }

      extension UIView: Configurable {
          public var name: String { "view" }
      }

      """)
    #expect(
      file.text == """
        /// Configurable without its initializers, for UIView to conform to: on Linux a class
        /// from another module has no required init().
        public protocol ConfigurableBase: AnyObject {
            var name: String { get }
        }

        public protocol Configurable: ConfigurableBase {
            init()
        }

        public extension ConfigurableBase {
            func configured(_ block: (Self) -> Void) -> Self {
                block(self)
                return self
            }
        }

        extension UIView: ConfigurableBase {
            public var name: String { "view" }
        }

        """)
    #expect(file.count(.baseProtocol) == 2)
    #expect(file.refusal == nil)
  }

  @Test func aStructConformanceToAnUnboundProtocolStays() {
    let source = """
      protocol Blank {
          init()
      }

      extension CGPoint: Blank {}

      """
    let file = ported(source)
    #expect(file.text == source)
    #expect(file.rewrites.isEmpty)
  }

  @Test func aFactoryNeedingInitIsRefusedInTheConformingFile() {
    let files = ported([
      "Make.swift": """
      protocol Makeable: AnyObject {
          init()
      }

      extension Makeable {
          static func make() -> Self { Self() }
      }

      """,
      "Conform.swift": "extension NSObject: Makeable {}\n",
    ])
    let refusal = files["Conform.swift"]!.refusal
    #expect(
      refusal?.reasons == [
        "`static func make() -> Self { Self() }` in an extension of Makeable needs init(), which a "
          + "class from another module does not have as required on Linux; rewrite it by hand"
      ])
    #expect(files["Make.swift"]!.rewrites.isEmpty)
  }

  @Test func aCallWithNoMethodDoingTheSameIsRefusedWithItsPlace() {
    let files = ported([
      "Build.swift": """
      protocol Buildable: AnyObject {
          init()
      }

      extension Buildable {
          init(_ block: (Self) -> Void) {
              self.init()
              block(self)
          }
      }

      """,
      "Use.swift": """
      extension NSObject: Buildable {}

      let shade = UIView { $0.alpha = 0 }

      """,
    ])
    #expect(
      files["Use.swift"]!.refusal?.reasons == [
        "Use.swift:3 calls an initializer of Buildable that needs init(), and no method of "
          + "Buildable does the same to an existing object; add one like with(_:)"
      ])
    #expect(files["Use.swift"]!.text.contains("UIView { $0.alpha = 0 }"))
    #expect(files["Build.swift"]!.rewrites.isEmpty)
  }
}
