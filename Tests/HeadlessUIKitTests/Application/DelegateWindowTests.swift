import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor private final class WindowKeepingDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
}

@MainActor private final class WindowlessDelegate: UIResponder, UIApplicationDelegate {}

/// `application.delegate?.window` is a `UIWindow??`, as iOS's optional requirement is: code
/// written for iOS unwraps it twice.
@MainActor @Suite struct DelegateWindowTests {
  @Test func anImplementedWindowIsWrappedOnceMore() {
    let stage = Stage(device: .iPhone15Pro)
    stage.run {
      let delegate = WindowKeepingDelegate()
      stage.application.delegate = delegate
      // Declared, not yet set: the requirement is implemented and says nil.
      let unset = UIApplication.shared.delegate?.window
      #expect(unset != nil && unset! == nil)
      delegate.window = stage.window
      var found: UIWindow?
      if let appWindow = UIApplication.shared.delegate?.window, let window = appWindow {
        found = window
      }
      #expect(found === stage.window)
      #expect((UIApplication.shared.delegate?.window ?? nil) === stage.window)
      // One `?` reads through to the window itself, as iOS code also writes it.
      #expect(UIApplication.shared.delegate?.window??.bounds == stage.window.bounds)
      // Through the protocol the setter is the requirement's.
      let any: any UIApplicationDelegate = delegate
      any.window = nil
      #expect(delegate.window == nil)
    }
  }

  @Test func aWindowThatIsNotImplementedIsNil() {
    let stage = Stage(device: .iPhone15Pro)
    stage.run {
      stage.application.delegate = WindowlessDelegate()
      let window = UIApplication.shared.delegate?.window
      #expect(window == nil)
      stage.application.delegate = nil
      #expect(UIApplication.shared.delegate?.window == nil)
    }
  }
}
