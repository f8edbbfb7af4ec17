import CurtainPort
import Testing

@Suite struct DelegateForwarderTests {
  static func router(_ forwarding: String, members: String = "") -> String {
    """
    final class Router: NSObject, UIGestureRecognizerDelegate {
        weak var proxy: UIGestureRecognizerDelegate?
        let origin: UIGestureRecognizerDelegate
    \(members)
        override func responds(to aSelector: Selector!) -> Bool {
            return proxy?.responds(to: aSelector) == true || origin.responds(to: aSelector)
        }

        override func forwardingTarget(for aSelector: Selector!) -> Any? {
    \(forwarding)
        }
    }

    """
  }

  static let chain = """
            if proxy?.responds(to: aSelector) == true {
                return proxy
            }
            if origin.responds(to: aSelector) {
                return origin
            }
            return nil
    """

  @Test func aForwardingProxyGetsEachDelegateMethodForLinux() {
    let file = ported(Self.router(Self.chain))
    #expect(
      file.text.contains(
        """
                return nil
            }
            #else
            // No message forwarding on Linux: each UIGestureRecognizerDelegate method goes to the first
            // of forwardingTarget(for:)'s objects that implements it.
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                DelegateForwarding.first(
                    of: [proxy, origin],
                    implementing: "gestureRecognizerShouldBegin(_:)"
                ) { (target: UIGestureRecognizerDelegate) in
                    target.gestureRecognizerShouldBegin(gestureRecognizer)
                } ?? true
            }

            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, \
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        """))
    #expect(
      file.text.contains(
        """
                    target.gestureRecognizer(gestureRecognizer, shouldReceive: event)
                } ?? true
            }
            #endif
        }
        """))
    #expect(file.text.components(separatedBy: "DelegateForwarding.first(").count == 7)
    #expect(file.count(.delegateForwarding) == 1)
    let rewrite = file.rewrites.first { $0.kind == .delegateForwarding }
    #expect(rewrite?.detail?.hasPrefix("Router implements 6 UIGestureRecognizerDelegate") == true)
    #expect(file.notes.isEmpty, "\(file.notes)")
  }

  @Test func methodsTheProxyImplementsItselfAreNotGenerated() {
    let file = ported(
      Self.router(
        Self.chain,
        members: """
              func gestureRecognizer(
                  _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
              ) -> Bool { true }

          """))
    #expect(file.text.components(separatedBy: "DelegateForwarding.first(").count == 6)
    #expect(!file.text.contains("shouldReceive: touch)\n"))
    #expect(file.text.contains("shouldReceive: event)\n"))
  }

  @Test func anotherForwardingBodyIsNotedAndLeftFenced() {
    let file = ported(Self.router("        return Bool.random() ? proxy : origin"))
    #expect(!file.text.contains("#else"))
    #expect(file.count(.delegateForwarding) == 0)
    #expect(
      file.notes.map(\.message) == [
        "forwardingTarget(for:) is not a chain of `x.responds(to:)` checks, so no "
          + "UIGestureRecognizerDelegate method reaches its objects on Linux; implement them by hand"
      ])
  }

  @Test func aClassOfAnotherDelegateProtocolIsLeftFenced() {
    let source = Self.router(Self.chain).replacingOccurrences(
      of: "NSObject, UIGestureRecognizerDelegate", with: "NSObject, UITableViewDelegate")
    let file = ported(source)
    #expect(!file.text.contains("#else"))
    #expect(file.count(.objectiveCFence) == 2)
  }
}
