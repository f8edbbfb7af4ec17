import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor private final class Field: UIView {
  var refusesToResign = false
  override var canBecomeFirstResponder: Bool { true }
  override var canResignFirstResponder: Bool { !refusesToResign }
}

@MainActor @Suite struct FirstResponderTests {
  @Test func onlyAViewInAWindowThatCanBecomeFirstResponderDoes() {
    let (stage, root) = stageWithRootView()
    let field = Field()
    #expect(!field.becomeFirstResponder())  // not in a window
    root.addSubview(field)
    #expect(field.becomeFirstResponder())
    #expect(field.isFirstResponder)
    #expect(stage.window.firstResponder === field)
    let plain = UIView()
    root.addSubview(plain)
    #expect(!plain.becomeFirstResponder())
    #expect(field.isFirstResponder)
  }

  @Test func aNewFirstResponderNeedsTheOldOneToResign() {
    let (stage, root) = stageWithRootView()
    defer { withExtendedLifetime(stage) {} }
    let a = Field()
    let b = Field()
    root.addSubview(a)
    root.addSubview(b)
    #expect(a.becomeFirstResponder())
    a.refusesToResign = true
    #expect(!b.becomeFirstResponder())
    #expect(a.isFirstResponder && !b.isFirstResponder)
    a.refusesToResign = false
    #expect(b.becomeFirstResponder())
    #expect(!a.isFirstResponder && b.isFirstResponder)
    #expect(b.resignFirstResponder())
    #expect(!b.isFirstResponder)
  }

  @Test func endEditingResignsInTheSubtreeUnlessRefusedAndNotForced() {
    let (stage, root) = stageWithRootView()
    defer { withExtendedLifetime(stage) {} }
    let form = UIView()
    let field = Field()
    root.addSubview(form)
    form.addSubview(field)
    field.becomeFirstResponder()
    field.refusesToResign = true
    #expect(!form.endEditing(false))
    #expect(field.isFirstResponder)
    #expect(UIView().endEditing(false))  // nothing to resign
    #expect(root.endEditing(true))
    #expect(!field.isFirstResponder)
  }

  @Test func leavingTheWindowDropsFirstResponderStatus() {
    let (stage, root) = stageWithRootView()
    let form = UIView()
    let field = Field()
    root.addSubview(form)
    form.addSubview(field)
    field.becomeFirstResponder()
    form.removeFromSuperview()
    #expect(stage.window.firstResponder == nil)
    #expect(!field.isFirstResponder)
  }
}
