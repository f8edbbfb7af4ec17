import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor private final class Browser: UIViewController {
  var calls: [String] = []
  func next() { calls.append("next") }
  func share(_ sender: UIBarButtonItem) { calls.append("share") }
  func share(ignoreAndShare: Bool) { calls.append("share \(ignoreAndShare)") }
}

/// Target–action with an optional target (a weak property) and methods whose parameter is not
/// the sender, as iOS code passes them to `#selector`.
@MainActor @Suite struct BarButtonItemTargetTests {
  @Test func anOptionalTargetIsKeptWeakly() {
    var browser: Browser? = Browser()
    weak let weakBrowser = browser
    let item = UIBarButtonItem(
      barButtonSystemItem: .action, target: weakBrowser, action: Browser.share(_:))
    item.performAction()
    #expect(browser?.calls == ["share"])
    browser = nil
    #expect(item.target == nil)
    item.performAction()  // the target is gone: nothing to call, nothing found on a chain
  }

  /// UIKit passes the item's address as a `Bool`: Curtain does not call such a method.
  @Test func aMethodNotTakingTheItemIsNotCalled() {
    let browser = Browser()
    let item = UIBarButtonItem(
      barButtonSystemItem: .action, target: browser, action: Browser.share(ignoreAndShare:))
    item.performAction()
    #expect(browser.calls.isEmpty)
  }

  /// A nil target: the first responder of the method's class along the chain gets it.
  @Test func aNilTargetGoesAlongTheResponderChain() {
    let stage = Stage(device: .iPhoneSE)
    let browser = Browser()
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    stage.run {
      stage.window.rootViewController = browser
      browser.view.addSubview(field)
    }
    stage.advance(to: 0.01)
    stage.run {
      _ = field.becomeFirstResponder()
      let missing: Browser? = nil
      let item = UIBarButtonItem(
        title: "Next", style: .plain, target: missing, action: Browser.next)
      item.performAction()
      let button = UIButton(type: .system)
      button.addTarget(missing, action: Browser.next, for: .touchUpInside)
      button.sendActions(for: .touchUpInside)
    }
    #expect(browser.calls == ["next", "next"])
  }
}
