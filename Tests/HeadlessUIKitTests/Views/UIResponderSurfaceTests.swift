import Foundation
import Testing

@testable import HeadlessUIKit

/// A view that handles presses, shakes and copy, recording them.
@MainActor private final class Handling: UIView {
  var log: [String] = []
  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    log.append("pressesBegan")
  }
  override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    log.append("motionEnded(\(motion))")
  }
  override func copy(_ sender: Any?) { log.append("copy") }
}

@MainActor @Suite struct UIResponderSurfaceTests {
  @Test func pressesAndMotionsGoUpTheResponderChainToWhoHandlesThem() {
    let handler = Handling()
    let child = UIView()
    handler.addSubview(child)
    child.pressesBegan([], with: nil)
    child.motionEnded(.motionShake, with: nil)
    child.pressesEnded([], with: nil)
    #expect(handler.log == ["pressesBegan", "motionEnded(motionShake)"])
  }

  @Test func editActionsAreOverriddenAsOnIOSAndCalledThroughTheProtocol() {
    let handler = Handling()
    let actions: [any UIResponderStandardEditActions] = [handler, UIView()]
    for responder in actions {
      responder.copy(nil)
      responder.paste(nil)
    }
    #expect(handler.log == ["copy"])
    #expect(handler.editingInteractionConfiguration == .default)
    #expect(handler.textInputContextIdentifier == nil && handler.userActivity == nil)
  }

  @Test func capturingTextFromTheCameraSaysThereIsNone() {
    let stage = Stage()
    stage.run {
      UIView().captureTextFromCamera(nil)
      UIView().captureTextFromCamera(nil)
    }
    #expect(
      stage.messages.map(\.text) == [
        "UIResponder.captureTextFromCamera(_:) has no effect in Curtain: a stage has no camera."
      ])
  }
}
