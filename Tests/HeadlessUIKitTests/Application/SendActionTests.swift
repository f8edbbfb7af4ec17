import Testing

@testable import HeadlessUIKit

@MainActor private final class NoteField: UIView {
  override var canBecomeFirstResponder: Bool { true }
}

/// A screen that saves when a save action reaches it along the responder chain.
@MainActor private final class EditorController: UIViewController {
  var saves: [String] = []
  func save(_ sender: Any?) { saves.append(sender.map { "\(type(of: $0))" } ?? "nil") }
}

@MainActor struct SendActionTests {
  @Test func aNilTargetSendsToTheFirstResponderToDismissTheKeyboard() {
    let (stage, root) = stageWithRootView()
    let field = NoteField()
    root.addSubview(field)
    #expect(field.becomeFirstResponder())
    let resign = Selector("resignFirstResponder", UIResponder.resignFirstResponder)
    #expect(stage.application.sendAction(resign, to: nil, from: nil, for: nil))
    #expect(!field.isFirstResponder)
    // With no first responder nothing receives it.
    #expect(!stage.application.sendAction(resign, to: nil, from: nil, for: nil))
  }

  @Test func theActionGoesUpTheChainToTheFirstResponderImplementingIt() {
    let stage = Stage(device: .iPhone15Pro)
    let editor = EditorController()
    stage.run { stage.window.rootViewController = editor }
    stage.advance(to: 0.1)
    let field = NoteField()
    editor.view.addSubview(field)
    #expect(field.becomeFirstResponder())
    let save = Selector("save:", EditorController.save)
    let button = UIButton()
    #expect(stage.application.sendAction(save, to: nil, from: button, for: nil))
    #expect(editor.saves == ["UIButton"])
    // A target gets it directly.
    #expect(stage.application.sendAction(save, to: editor, from: nil, for: nil))
    #expect(editor.saves == ["UIButton", "nil"])
  }
}
