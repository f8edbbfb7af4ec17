import Testing

@testable import HeadlessUIKit

/// A screen-tracking swizzle as an app writes it, in the form `curtain port` leaves it: the
/// selectors are `Selector` values, and the swizzled method's call of itself (on iOS, the call
/// of the original implementation) is a `perform`.
private class TrackedController: UIViewController {
  var events: [String] = []
}

private final class HomeController: TrackedController {
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    events.append("home will appear")
  }
}

extension TrackedController {
  fileprivate func tracked_viewWillAppear(_ animated: Bool) {
    perform(
      Selector("tracked_viewWillAppear:", TrackedController.tracked_viewWillAppear),
      with: animated)
    events.append("tracked \(animated)")
  }

  /// Exchanges `viewWillAppear(_:)` with the tracking method; a second call undoes it.
  fileprivate static func swizzle() {
    guard
      let original = class_getInstanceMethod(
        TrackedController.self, Selector("viewWillAppear:", UIViewController.viewWillAppear)),
      let swizzled = class_getInstanceMethod(
        TrackedController.self,
        Selector("tracked_viewWillAppear:", TrackedController.tracked_viewWillAppear))
    else { return }
    method_exchangeImplementations(original, swizzled)
  }
}

/// The tests exchange methods of their own class only, so that other tests' controllers keep
/// UIKit's; they run one at a time, each undoing its exchange.
@MainActor @Suite(.serialized) struct MethodExchangeTests {
  @Test func theSwizzledHookRunsWhereSuperIsCalledAndCallsTheOriginal() {
    TrackedController.swizzle()
    defer { TrackedController.swizzle() }
    let home = HomeController()
    home.viewWillAppear(true)
    #expect(home.events == ["tracked true", "home will appear"])
  }

  @Test func presentingRunsTheHookThroughUIKitsAppearanceCalls() {
    TrackedController.swizzle()
    defer { TrackedController.swizzle() }
    let stage = Stage()
    let root = UIViewController()
    let home = HomeController()
    stage.run {
      stage.window.rootViewController = root
      root.present(home, animated: false)
    }
    stage.advance(to: 1)
    #expect(home.events == ["tracked false", "home will appear"])
  }

  @Test func exchangingAgainRestoresUIKitsImplementation() {
    TrackedController.swizzle()
    TrackedController.swizzle()
    let home = HomeController()
    home.viewWillAppear(true)
    #expect(home.events == ["home will appear"])
  }

  @Test func aMethodIsFoundOnlyForClassesImplementingIt() {
    let selector = Selector("tracked_viewWillAppear:", TrackedController.tracked_viewWillAppear)
    #expect(class_getInstanceMethod(HomeController.self, selector) != nil)
    #expect(class_getInstanceMethod(UIViewController.self, selector) == nil)
    #expect(class_getInstanceMethod(nil, selector) == nil)
    let method = class_getInstanceMethod(HomeController.self, selector)
    #expect(method.map(method_getName) == selector)
  }
}
