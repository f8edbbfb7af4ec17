import CurtainPort
import Testing

@Suite struct ForwardingOverrideTests {
  static let extensions = """
    extension UIViewController {
        @objc var isHidden: Bool { presentingViewController == nil }
        @objc var level: Int {
            get { 0 }
            set {}
        }
        @objc func refresh(_ animated: Bool, after delay: Double = 0) {}
    }

    """

  @Test func overridesThatOnlyCallSuperAreDropped() {
    let files = ported([
      "Extensions.swift": Self.extensions,
      "Menu.swift": """
      final class Menu: UINavigationController {
          var width: CGFloat = 0

          /// Whether the menu is anywhere on screen.
          open override var isHidden: Bool {
              return super.isHidden
          }

          override var level: Int {
              get { super.level }
              set { super.level = newValue }
          }

          override func refresh(_ animated: Bool, after delay: Double) {
              super.refresh(animated, after: delay)
          }
      }

      """,
    ])
    let menu = files["Menu.swift"]!
    #expect(
      menu.text == "final class Menu: UINavigationController {\n    var width: CGFloat = 0\n}\n")
    #expect(menu.count(.forwardingOverride) == 3)
    #expect(menu.rewrites.first?.detail?.hasPrefix("`isHidden` only called super's") == true)
    // The open override made `isHidden` public on `Menu`; the extension's is internal.
    let narrowed = menu.rewrites.map { $0.detail?.contains("other modules no longer see it") }
    #expect(narrowed == [true, false, false])
    #expect(files["Extensions.swift"]?.notes.isEmpty == true)
  }

  @Test(arguments: [
    "override var isHidden: Bool { !super.isHidden }",
    "override func refresh(_ animated: Bool, after delay: Double) { super.refresh(true, after: delay) }",
    "override func refresh(_ animated: Bool, after delay: Double = 1) { super.refresh(animated, after: delay) }",
    "override var level: Int {\n        get { super.level }\n        set { super.level = 2 }\n    }",
  ])
  func overridesDoingMoreStay(member: String) {
    let files = ported([
      "Extensions.swift": Self.extensions,
      "Menu.swift": "final class Menu: UINavigationController {\n    \(member)\n}\n",
    ])
    #expect(files["Menu.swift"]?.count(.forwardingOverride) == 0)
    #expect(files["Extensions.swift"]?.notes.count == 1)
  }
}
