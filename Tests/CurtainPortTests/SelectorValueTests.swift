import CurtainPort
import Testing

/// `#selector` sent or asked about becomes HeadlessUIKit's `Selector` value: its Objective-C
/// name and the unapplied method.
@Suite struct SelectorValueTests {
  @Test func delayedPerformAndItsCancellationTakeSelectorValues() {
    // The auto-hiding controls of an image browser, as SKPhotoBrowser writes them.
    let file = ported(
      """
      import UIKit

      final class Browser: UIViewController {
        func hideControlsAfterDelay() {
          NSObject.cancelPreviousPerformRequests(
            withTarget: self, selector: #selector(hideControls(_:)), object: nil)
          perform(#selector(hideControls), with: nil, afterDelay: 4)
          perform(#selector(Browser.flash), with: nil, afterDelay: 0.5)
        }

        func hideControls(_ timer: Timer?) {}
        func flash() {}
      }

      """)
    #expect(
      file.text.contains(
        #"withTarget: self, selector: Selector("hideControls:", Browser.hideControls(_:)), object: nil)"#
      ))
    #expect(
      file.text.contains(
        #"perform(Selector("hideControls:", Browser.hideControls), with: nil, afterDelay: 4)"#))
    #expect(
      file.text.contains(#"perform(Selector("flash", Browser.flash), with: nil, afterDelay: 0.5)"#))
    #expect(file.count(.selectorValue) == 3)
    #expect(file.count(.objectiveCFence) == 0)
    #expect(file.notes.isEmpty, "\(file.notes)")
  }

  @Test(arguments: [
    (
      "func show(view: UIView, animated: Bool) {}", "#selector(show(view:animated:))",
      #"Selector("showWithView:animated:", Host.show(view:animated:))"#
    ),
    (
      "func show(_ view: UIView, _ animated: Bool) {}", "#selector(show)",
      #"Selector("show::", Host.show)"#
    ),
    (
      "@objc(dismissAnimated:) func dismiss(animated: Bool) {}", "#selector(self.dismiss)",
      #"Selector("dismissAnimated:", Host.dismiss)"#
    ),
    (
      "func tap() {}\n  func tap(_ sender: Any?) {}", "#selector(tap(_:))",
      #"Selector("tap:", Host.tap(_:))"#
    ),
  ])
  func theNameIsTheObjectiveCRuntimes(declaration: String, selector: String, value: String) {
    let file = ported(
      "class Host: NSObject {\n  \(declaration)\n  func f() {\n    perform(\(selector))\n  }\n}\n")
    #expect(file.text.contains("perform(\(value))"), "\(file.text)")
    #expect(file.count(.selectorValue) == 1)
  }

  @Test func anInheritedMethodIsNamedByItsDeclaration() {
    let file = ported(
      """
      class Banner: NSObject {
        func hide(_ sender: Any?) {}
      }

      final class Toast: Banner {
        func schedule() { perform(#selector(hide), with: nil, afterDelay: 2) }
      }

      """)
    #expect(
      file.text.contains(#"perform(Selector("hide:", Toast.hide), with: nil, afterDelay: 2)"#))
  }

  @Test func sendingAnActionAlongTheResponderChainTakesASelectorValue() {
    let file = ported(
      """
      final class FormViewController: UIViewController {
        func dismissKeyboard() {
          UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
        }
      }

      """)
    #expect(
      file.text.contains(
        #"sendAction(Selector("resignFirstResponder", UIResponder.resignFirstResponder), to: nil"#))
    #expect(file.count(.objectiveCFence) == 0)
  }

  @Test func selfBoundInAClosureIsSelf() {
    let file = ported(
      """
      final class Banner: NSObject {
        func hide() {}
        func show() {
          UIView.animate(withDuration: 0.3, animations: {}) { [weak self] _ in
            guard let strongSelf = self else { return }
            strongSelf.perform(#selector(hide), with: nil, afterDelay: 2)
            self?.perform(#selector(hide), with: nil, afterDelay: 3)
          }
        }
      }

      """)
    #expect(file.count(.selectorValue) == 2)
    #expect(file.count(.objectiveCFence) == 0)
  }

  @Test func ownMethodSentToAnotherObjectStaysFenced() {
    // A share extension opening a URL through the application's method of the same name.
    let file = ported(
      """
      final class ShareViewController: UIViewController {
        func openURL(_ url: URL) -> Bool {
          var responder: UIResponder? = self
          while let current = responder {
            if let application = current as? UIApplication {
              return application.perform(#selector(openURL(_:)), with: url) != nil
            }
            responder = current.next
          }
          return false
        }
      }

      """)
    #expect(file.count(.selectorValue) == 0)
    #expect(file.count(.objectiveCFence) == 1)
    #expect(file.rewrites.first?.detail?.contains("to an object that may not be self") == true)
  }

  @Test func performAndRespondsOnAnotherObjectTakeTheNamedType() {
    // A testable gesture recognizer sends its action to its target, as Shuffle's tests do.
    let file = ported(
      """
      final class Card: UIView {
        func handlePan(_ recognizer: UIPanGestureRecognizer) {}
      }

      final class Driver {
        func drive(_ card: Card, _ pan: UIPanGestureRecognizer) {
          if card.responds(to: #selector(Card.handlePan(_:))) {
            card.performSelector(onMainThread: #selector(Card.handlePan(_:)), with: pan,
                                 waitUntilDone: true)
          }
        }
      }

      """)
    #expect(
      file.text.contains(#"card.responds(to: Selector("handlePan:", Card.handlePan(_:)))"#))
    #expect(
      file.text.contains(
        #"card.performSelector(onMainThread: Selector("handlePan:", Card.handlePan(_:)), with: pan,"#
      ))
    #expect(file.count(.objectiveCFence) == 0)
  }

  @Test func aProtocolsMethodStaysFenced() {
    // Whether a delegate implements an optional requirement needs the runtime.
    let file = ported(
      """
      @objc protocol DrawerDelegate {
        @objc optional func drawerDidOpen()
      }

      final class Drawer: NSObject {
        weak var delegate: DrawerDelegate?
        func open() {
          if delegate?.responds(to: #selector(DrawerDelegate.drawerDidOpen)) == true {}
        }
      }

      """)
    #expect(file.count(.selectorValue) == 0)
    #expect(file.count(.objectiveCFence) == 1)
    #expect(file.text.contains("#selector(DrawerDelegate.drawerDidOpen)"))
  }

  @Test(arguments: [
    // Another library's type may be a protocol.
    "final class Host: NSObject {\n  func f(_ o: NSObject) -> Bool {\n    o.responds(to: #selector(Elsewhere.tap))\n  }\n}\n",
    // A struct's method cannot be sent to an object.
    "struct Host {\n  func tap() {}\n  func f(_ o: NSObject) {\n    o.perform(#selector(tap))\n  }\n}\n",
  ])
  func methodsOfTypesNotSentToObjectsStayFenced(source: String) {
    let file = ported(source)
    #expect(file.count(.selectorValue) == 0)
    #expect(file.count(.objectiveCFence) == 1)
    #expect(
      file.rewrites.first?.detail?.contains("not a class's the port sees") == true,
      "\(file.rewrites)")
  }

  @Test func aSelectorKeptAsAValueStaysFenced() {
    let file = ported(
      "class Host {\n  func f() {\n    let s = #selector(f)\n    perform(s)\n  }\n}\n")
    #expect(file.count(.selectorValue) == 0)
    #expect(file.count(.objectiveCFence) == 1)
    #expect(file.rewrites.first?.detail?.contains("a #selector kept as a value") == true)
  }

  @Test func aSelectorHandedOverAndKeptStaysFenced() {
    let file = ported(
      "final class Recognizer: NSObject {\n  private var action: Selector?\n  func f() {}\n}\n")
    #expect(file.count(.objectiveCFence) == 1)
    #expect(file.rewrites.first?.detail?.contains("keeps a Selector handed to it") == true)
  }

  @Test func aFileImportingFoundationAloneGainsUIKitForItsSelectors() {
    let file = ported(
      """
      import Foundation

      final class Poller: NSObject {
        func start() { perform(#selector(poll), with: nil, afterDelay: 1) }
        func poll() {}
      }

      """)
    #expect(file.text.hasPrefix("import UIKit\n"))
    #expect(file.count(.uikitImport) == 1)
  }
}
