import CurtainPort
import Testing

/// `P.self` passed as an Objective-C `Protocol` becomes HeadlessUIKit's value.
@Suite struct ProtocolValueTests {
  @Test func conformsToTakesAProtocolValue() {
    let file = ported(
      """
      import UIKit

      @objc protocol Draggable {}

      final class Board: UIView {
        func canDrag(_ view: UIView) -> Bool {
          view.conforms(to: Draggable.self) || type(of: view).conforms(to: UIDragInteractionDelegate.self)
        }
        func label() -> String { NSStringFromProtocol(Draggable.self) }
      }

      """)
    #expect(
      file.text.contains("view.conforms(to: Protocol(Draggable.self) { $0 is any Draggable.Type })")
    )
    #expect(
      file.text.contains(
        "conforms(to: Protocol(UIDragInteractionDelegate.self) { $0 is any UIDragInteractionDelegate.Type })"
      ))
    #expect(
      file.text.contains(
        "NSStringFromProtocol(Protocol(Draggable.self) { $0 is any Draggable.Type })"))
    #expect(file.count(.protocolValue) == 3)
    #expect(file.count(.objectiveCFence) == 0)
  }

  @Test func aFileImportingFoundationAloneGainsUIKit() {
    let file = ported(
      """
      import Foundation

      protocol Resettable {}

      func isResettable(_ object: NSObject) -> Bool { object.conforms(to: Resettable.self) }

      """)
    #expect(file.text.hasPrefix("import UIKit\n"))
  }

  @Test func protocolsFromStringsAreFenced() {
    let file = ported(
      "class Host {\n  func f() -> Bool {\n    conforms(to: NSProtocolFromString(\"P\")!)\n  }\n}\n"
    )
    #expect(file.count(.objectiveCFence) == 1)
    #expect(file.count(.protocolValue) == 0)
  }
}
