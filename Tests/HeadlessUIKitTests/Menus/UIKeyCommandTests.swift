import Foundation
import Testing

@testable import HeadlessUIKit

/// A viewer that closes on Escape, as image viewers declare it.
private final class EscapableViewer: UIViewController {
  var closed = 0
  override var keyCommands: [UIKeyCommand]? {
    [
      UIKeyCommand(
        input: UIKeyCommand.inputEscape, modifierFlags: [], action: EscapableViewer.close)
    ]
  }
  func close() { closed += 1 }
}

@MainActor @Suite struct UIKeyCommandTests {
  @Test func aCommandKeepsItsKeyAndSendsItsActionToItsOwnType() throws {
    let viewer = EscapableViewer()
    let command = try #require(viewer.keyCommands?.first)
    #expect(command.input == "UIKeyInputEscape")
    #expect(command.modifierFlags.isEmpty)
    #expect(command.send(command, UIViewController()) == false)
    #expect(command.send(command, viewer))
    #expect(viewer.closed == 1)
    #expect(UIViewController().keyCommands == nil)
  }
}
