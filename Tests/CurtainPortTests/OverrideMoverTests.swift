import CurtainPort
import Testing

@Suite struct OverrideMoverTests {
  @Test func overridesMoveIntoTheClassInTheSameFile() {
    let file = ported(
      """
      class Sheet: UIPresentationController {
          var inset: CGFloat = 0
      }

      extension Sheet {

          /// Lays out the card.
          @available(iOS 13, *)
          override func containerViewWillLayoutSubviews() {
              super.containerViewWillLayoutSubviews()
          }

          func plain() {}
      }

      extension Sheet {
          override var shouldPresentInFullscreen: Bool { false }
      }

      """)
    #expect(
      file.text == """
        class Sheet: UIPresentationController {
            var inset: CGFloat = 0

            /// Lays out the card.
            @available(iOS 13, *)
            override func containerViewWillLayoutSubviews() {
                super.containerViewWillLayoutSubviews()
            }

            override var shouldPresentInFullscreen: Bool { false }
        }

        extension Sheet {

            func plain() {}
        }

        """)
    #expect(file.count(.movedOverride) == 2)
    #expect(file.rewrites.map(\.line) == [4, 10])
    #expect(file.notes.isEmpty, "\(file.notes)")
  }

  @Test func extensionsKeepTheirConformancesAndLendTheirAccessLevel() {
    let file = ported(
      """
      open class Menu: UINavigationController {
          var width: CGFloat = 0
      }

      public extension Menu: Model {
          override func viewDidLoad() {}
      }

      """)
    #expect(file.text.contains("    public override func viewDidLoad() {}\n}"))
    #expect(file.text.contains("public extension Menu: Model {\n}"))
  }

  static let sheet = """
    import UIKit

    class Sheet: UIPresentationController {
        var inset: CGFloat = 0
    }

    """

  @Test func overridesMoveAcrossFiles() {
    let files = ported([
      "Sheet.swift": Self.sheet,
      "Sheet+Layout.swift": """
      import UIKit

      extension Sheet {
          override func containerViewWillLayoutSubviews() {
              super.containerViewWillLayoutSubviews()
          }
      }

      """,
    ])
    #expect(files["Sheet+Layout.swift"]?.text == "import UIKit\n")
    #expect(
      files["Sheet.swift"]?.text.contains(
        "    var inset: CGFloat = 0\n\n    override func containerViewWillLayoutSubviews() {")
        == true)
    #expect(files["Sheet.swift"]?.rewrites.first?.detail?.contains("Sheet+Layout.swift") == true)
    #expect(files["Sheet+Layout.swift"]?.count(.movedOverride) == 1)
  }

  @Test(arguments: [
    (
      "import UIKit\n\nextension Sheet {\n    override func layoutSubviews() { Metrics.apply() }\n"
        + "}\n\nprivate enum Metrics {\n    static func apply() {}\n}\n",
      "Metrics, private to Sheet+Layout.swift"
    ),
    (
      "import UIKit\n\nextension Sheet {\n    override func layoutSubviews() { _ = edge }\n}\n\n"
        + "private struct Edge {}\nprivate let edge = Edge()\n",
      "and its declaration uses Edge, private too"
    ),
    (
      "import UIKit\n\nextension Sheet {\n    override func layoutSubviews() { inset() }\n}\n\n"
        + "private func inset() {}\n",
      "and Sheet.swift declares inset too"
    ),
    (
      "import UIKit\n\nextension Sheet {\n    override func layoutSubviews() { layOut() }\n}\n\n"
        + "private extension Sheet {\n    func layOut() {}\n}\n",
      "layOut, private to Sheet+Layout.swift"
    ),
    (
      "import UIKit\nimport MapKit\n\nextension Sheet {\n    override func layoutSubviews() {}\n}\n",
      "Sheet.swift does not import MapKit"
    ),
  ])
  func overridesThatCannotMoveToAnotherFileStay(source: String, reason: String) {
    let files = ported(["Sheet.swift": Self.sheet, "Sheet+Layout.swift": source])
    #expect(files["Sheet.swift"]?.isChanged == false)
    #expect(files["Sheet+Layout.swift"]?.isChanged == false)
    let notes = files["Sheet+Layout.swift"]?.notes.map(\.message) ?? []
    #expect(notes.contains { $0.contains(reason) }, "\(notes)")
  }

  @Test func fileprivateHelpersOfAMovedOverrideBecomeInternal() {
    let files = ported([
      "Badge.swift": "import UIKit\n\npublic class Badge: UIView {\n    public var count = 0\n}\n",
      "Badge+Debug.swift": """
      import UIKit

      public extension Badge {

          override var description: String {
              var text = "<" + name(of: self)
              text += ", \\(count)" + suffix
              return text + ">"
          }
      }

      private func name(of object: AnyObject) -> String {
          "\\(type(of: object))"
      }

      fileprivate func name(of object: Int) -> String { "\\(object)" }

      private(set) var suffix = ""

      """,
    ])
    #expect(
      files["Badge.swift"]?.text.contains(
        "    public var count = 0\n\n    public override var description: String {\n"
          + "        var text = \"<\" + name(of: self)\n") == true)
    #expect(
      files["Badge+Debug.swift"]?.text == """
        import UIKit

        internal func name(of object: AnyObject) -> String {
            "\\(type(of: object))"
        }

        internal func name(of object: Int) -> String { "\\(object)" }

        private(set) var suffix = ""

        """)
    let details = files["Badge+Debug.swift"]?.rewrites.compactMap(\.detail) ?? []
    #expect(details.filter { $0.contains("became `internal`") }.count == 2, "\(details)")
    #expect(files["Badge+Debug.swift"]?.notes.isEmpty == true)
  }

  @Test func noOverrideMovesIntoAFileLeftUntouched() {
    let refused =
      Self.sheet
      + "@objc protocol Sizing {\n    @objc optional var height: CGFloat { get set }\n}\n\n"
      + "func use(_ sizing: Sizing?) {\n    if let h = sizing?.height?() { print(h) }\n}\n"
    let layout = "import UIKit\n\nextension Sheet {\n    override func layoutSubviews() {}\n}\n"
    let files = ported(["Sheet.swift": refused, "Sheet+Layout.swift": layout])
    #expect(files["Sheet.swift"]?.refusal != nil)
    #expect(files["Sheet+Layout.swift"]?.text == layout)
    #expect(
      files["Sheet+Layout.swift"]?.notes.contains {
        $0.message.contains("Sheet.swift is left untouched")
      } == true)
  }
}
