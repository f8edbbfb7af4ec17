import Compositor
import Foundation
import Testing

@testable import HeadlessUIKit

/// Delegate that records what it is told and can refuse to begin editing.
@MainActor private final class Recorder: UITextFieldDelegate {
  var calls: [String] = []
  var allowsEditing = true
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    calls.append("shouldBegin")
    return allowsEditing
  }
  func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin") }
  func textFieldDidEndEditing(_ textField: UITextField) { calls.append("didEnd") }
}

/// Text fields: UIKit's defaults, the text rect inside the border and the overlay views, the
/// placeholder drawn while empty, and editing begun and ended through the responder chain.
@MainActor @Suite struct UITextFieldTests {
  /// A field in a white window of an iPhone SE (2×), laid out.
  func shown(_ field: UITextField) -> Stage {
    let stage = Stage(device: .iPhoneSE)
    let vc = UIViewController()
    stage.run {
      stage.window.rootViewController = vc
      vc.view.backgroundColor = .white
      vc.view.addSubview(field)
    }
    stage.advance(to: 0.1)
    return stage
  }

  @Test func aTextFieldStartsAsUIKitsDoes() {
    let field = UITextField()
    #expect(field.text == "" && field.placeholder == nil)
    #expect(field.font == .systemFont(ofSize: 17) && field.textColor == .label)
    #expect(field.borderStyle == .none && field.clearButtonMode == .never)
    #expect(field.autocapitalizationType == .sentences && field.keyboardType == .default)
    #expect(!field.isEditing && field.canBecomeFirstResponder)
  }

  @Test func theTextSitsInsideTheBorderAndBesideTheLeftView() {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    field.borderStyle = .roundedRect
    #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 7, y: 0, width: 186, height: 34))
    let icon = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
    field.leftView = icon
    field.leftViewMode = .always
    _ = shown(field)
    #expect(icon.frame == CGRect(x: 0, y: 7, width: 30, height: 20))
    #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 30, y: 0, width: 163, height: 34))
    #expect(field.textLabel.frame == field.textRect(forBounds: field.bounds))
  }

  @Test func thePlaceholderIsDrawnWhileTheTextIsEmpty() throws {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    field.placeholder = "Your name"
    let stage = shown(field)
    #expect(field.textLabel.text == "Your name" && field.textLabel.textColor == .placeholderText)
    let frame = try Compositor().render(stage.renderTree())
    // Placeholder ink is grey: lighter than the text's black, darker than the background.
    let ink = (40..<220).flatMap { x in (200..<268).map { frame[x, $0].r } }.min() ?? 255
    #expect(ink > 60 && ink < 230)
    field.text = "Ada"
    #expect(field.textLabel.text == "Ada" && field.textLabel.textColor == .label)
    field.isSecureTextEntry = true
    #expect(field.textLabel.text == "\u{2022}\u{2022}\u{2022}" && field.text == "Ada")
  }

  @Test func editingBeginsAndEndsThroughTheDelegateEventsAndNotifications() {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    let recorder = Recorder()
    field.delegate = recorder
    field.clearsOnBeginEditing = true
    field.text = "old"
    var events: [String] = []
    field.addAction(UIAction { _ in events.append("began") }, for: .editingDidBegin)
    field.addAction(UIAction { _ in events.append("ended") }, for: .editingDidEnd)
    nonisolated(unsafe) var posted = 0
    let observer = NotificationCenter.default.addObserver(
      forName: UITextField.textDidBeginEditingNotification, object: field, queue: nil
    ) { _ in posted += 1 }
    defer { NotificationCenter.default.removeObserver(observer) }
    let stage = shown(field)
    defer { withExtendedLifetime(stage) {} }  // the stage keeps the window
    recorder.allowsEditing = false
    #expect(!field.becomeFirstResponder() && !field.isEditing)
    recorder.allowsEditing = true
    #expect(field.becomeFirstResponder() && field.isEditing && field.isFirstResponder)
    #expect(field.text == "")
    #expect(field.resignFirstResponder() && !field.isEditing)
    #expect(recorder.calls == ["shouldBegin", "shouldBegin", "didBegin", "didEnd"])
    #expect(events == ["began", "ended"] && posted == 1)
  }
}
