import CurtainPort
import Testing

@Suite struct AttributeDropperTests {
  @Test func objectiveCAndInterfaceBuilderAttributesGo() {
    let file = ported(
      """
      @IBDesignable @objcMembers
      class CardView: UIView {
          @IBOutlet weak var title: UILabel!
          @IBOutlet private var body: UIView!
          @IBInspectable var radius: CGFloat = 8
          @NSManaged var stored: String
          @objc dynamic var progress: CGFloat = 0
          @objc(closeCard:)
          func close(_ sender: Any) {}
          @IBAction func tapped(_ sender: UIButton) {}
      }
      """)
    #expect(
      file.text == """
        class CardView: UIView {
            weak var title: UILabel!
            private var body: UIView!
            var radius: CGFloat = 8
            var stored: String {
                get { value(forKey: "stored") as? String ?? "" }
                set { setValue(newValue, forKey: "stored") }
            }
            var progress: CGFloat = 0
            func close(_ sender: Any) {}
            func tapped(_ sender: UIButton) {}
        }
        """)
    #expect(file.count(.dropped("@objc")) == 2)
    #expect(file.count(.dropped("@IBOutlet")) == 2)
    #expect(file.count(.dropped("dynamic")) == 1)
    #expect(file.count(.dropped("@objcMembers")) == 1)
    #expect(file.count(.dropped("@IBDesignable")) == 1)
  }

  @Test func commentsAndOtherAttributesStay() {
    let file = ported(
      """
      final class A {
        /// Documented.
        @objc // called from the menu
        @discardableResult func run() -> Bool { true }
        @available(iOS 13, *) @objc public func later() {}
      }
      """)
    #expect(
      file.text == """
        final class A {
          /// Documented.
          // called from the menu
          @discardableResult func run() -> Bool { true }
          @available(iOS 13, *) public func later() {}
        }
        """)
  }

  @Test func accessorsLoseTheirObjectiveCNames() {
    let file = ported(
      """
      class Panel {
        var isOn: Bool {
          @objc(setOn:) set { store = newValue }
          @objc(isOn) get { store }
        }
      }
      """)
    #expect(file.text.contains("    set { store = newValue }\n    get { store }"))
  }

  @Test func objectiveCProtocolsStayClassBound() {
    let file = ported(
      """
      @objc public protocol Anchoring {
        var inset: CGFloat { get }
      }
      @objc protocol Sized: Anchoring {}
      @objc protocol Legacy: class {}
      @objc protocol Object: NSObjectProtocol {}
      """)
    #expect(file.text.contains("public protocol Anchoring: AnyObject {"))
    #expect(file.text.contains("protocol Sized: Anchoring, AnyObject {}"))
    #expect(file.text.contains("protocol Legacy: class {}"))
    #expect(file.text.contains("protocol Object: NSObjectProtocol {}"))
    #expect(file.count(.classBound) == 2)
  }

  @Test func objectiveCExtensionMembersThatSubclassesOverrideAreNamed() {
    let files = ported([
      "Extensions.swift": """
      extension UIViewController {
        @objc var isHidden: Bool { presentingViewController == nil }
        @objc func refresh() {}
      }

      """,
      "Menu.swift": """
      final class Menu: UINavigationController {
        override var isHidden: Bool { false }
      }

      """,
    ])
    let extensions = files["Extensions.swift"]!
    #expect(extensions.count(.dropped("@objc")) == 2)
    #expect(extensions.notes.count == 1)
    #expect(extensions.notes.first?.line == 2)
    #expect(
      extensions.notes.first?.message.hasPrefix("isHidden is declared in an extension") == true)
  }

  @Test func overridesInExtensionsOfClassesDeclaredElsewhereAreNamed() {
    let file = ported(
      """
      extension Sheet {
        override func containerViewWillLayoutSubviews() {}
        func plain() {}
      }

      """)
    #expect(!file.isChanged)
    #expect(file.notes.map(\.line) == [2])
    #expect(file.notes.first?.message.hasPrefix("an override in an extension") == true)
  }

  @Test func objectiveCEnumsAndNamesGo() {
    let file = ported(
      """
      @objc(FPPosition) public enum Position: Int {
        case top, bottom
      }
      """)
    #expect(file.text.hasPrefix("public enum Position: Int {"))
  }
}
