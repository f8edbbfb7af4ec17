import CurtainPort
import Testing

@Suite struct PorterTests {
  static let card = """
    import UIKit

    @objc protocol CardDelegate {
        @objc optional func cardDidClose(_ card: CardViewController)
    }

    final class CardViewController: UIViewController {
        weak var delegate: CardDelegate?
        @IBOutlet weak var grabber: UIView!

        override func viewDidLoad() {
            super.viewDidLoad()
            #if os(iOS)
            let pan = UIPanGestureRecognizer(target: self, action: #selector(didPan(_:)))
            #else
            let pan = NSPanGestureRecognizer(target: self, action: #selector(didPan(_:)))
            #endif
            grabber.addGestureRecognizer(pan)
        }

        @objc func didPan(_ pan: UIPanGestureRecognizer) {
            delegate?.cardDidClose?(self)
        }
    }

    """

  @Test func aWholeFileIsPortedAndListed() {
    let file = ported(Self.card, path: "Sources/Cards/Card.swift")
    #expect(file.refusal == nil)
    #expect(file.text.contains("import UIKit\n"))
    #expect(file.text.contains("protocol CardDelegate: AnyObject {"))
    #expect(
      file.text.contains(
        "        let pan = UIPanGestureRecognizer(target: self, action: "
          + "CardViewController.didPan(_:))\n        grabber"))
    #expect(file.text.contains("    func didPan(_ pan: UIPanGestureRecognizer) {"))
    #expect(file.text.contains("delegate?.cardDidClose(self)"))
    #expect(
      file.summary
        == "Sources/Cards/Card.swift: 1 × #selector → unapplied method, "
        + "1 × @objc optional → default, 1 × optional call → plain call, "
        + "1 × @objc protocol → AnyObject, 1 × #if iOS guard opened, 1 × @IBOutlet dropped, "
        + "2 × @objc dropped")
  }

  @Test func rewriteLinesAreLinesOfThePortedText() {
    let file = ported(Self.card)
    let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
    let selector = file.rewrites.first { $0.kind == .selector }!
    #expect(lines[selector.line - 1].contains("CardViewController.didPan(_:)"))
  }

  @Test func aFileThatDoesNotParseIsLeftWithTheReason() {
    let source = "@objc class A {\n  func f( {\n}\n"
    let file = Porter.port(source, path: "Broken.swift")
    #expect(file.text == source)
    #expect(!file.isChanged)
    #expect(file.rewrites.isEmpty)
    #expect(file.refusal?.description.hasPrefix("does not parse: 2:") == true, "\(file.summary)")
    #expect(file.summary.hasPrefix("Broken.swift: left untouched:\n  - does not parse"))
  }

  @Test func aRefusedFileIsNotHalfRewritten() {
    let source = """
      @objc protocol Sizing {
        @objc optional func height() -> CGFloat
        @objc optional var rate: CGFloat { get set }
      }
      final class Host {
        weak var sizing: Sizing?
        @objc func tap() { button.addTarget(self, action: #selector(tap), for: .touchUpInside) }
        func measure() -> CGFloat? { sizing?.height?() }
      }

      """
    let file = ported(source)
    #expect(file.text == source)
    #expect(file.rewrites.isEmpty)
    #expect(file.refusal != nil)
  }

  @Test func filesWithNothingToDoAreUnchanged() {
    let source = "import UIKit\n\nfinal class Plain: UIView {}\n"
    let file = ported(source, path: "Plain.swift")
    #expect(!file.isChanged)
    #expect(file.summary == "Plain.swift: unchanged")
  }

  @Test func filesComeBackInTheOrderGiven() {
    let files = ["b.swift", "a.swift", "c.swift"].map { SourceFile(path: $0, text: "let x = 1\n") }
    #expect(Porter.port(files).map(\.path) == ["b.swift", "a.swift", "c.swift"])
  }
}
