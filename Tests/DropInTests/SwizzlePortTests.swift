// Screen tracking by swizzling `viewWillAppear(_:)`, as `curtain port` leaves it (the selectors
// as `Selector` values, the swizzled method's call of itself as a `perform`), compiled against
// the drop-in UIKit in the Swift 5 language mode. It swizzles a class of its own so that other
// tests' controllers keep UIKit's implementation.
import Testing
import UIKit

final class SwizzleTracker {
  static let shared = SwizzleTracker()
  var screens: [String] = []
  func screenWillAppear(_ name: String) { screens.append(name) }
}

class SwizzleTrackedScreen: UIViewController {}

final class SwizzleSettingsScreen: SwizzleTrackedScreen {
  var appeared = false
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    appeared = true
  }
}

extension SwizzleTrackedScreen {
  static func swizzleAppearance() {
    let originalSelector = Selector("viewWillAppear:", SwizzleTrackedScreen.viewWillAppear(_:))
    let swizzledSelector = Selector(
      "tracked_viewWillAppear:", SwizzleTrackedScreen.tracked_viewWillAppear(_:))
    guard let originalMethod = class_getInstanceMethod(self, originalSelector),
      let swizzledMethod = class_getInstanceMethod(self, swizzledSelector)
    else { return }
    method_exchangeImplementations(originalMethod, swizzledMethod)
  }

  func tracked_viewWillAppear(_ animated: Bool) {
    self.perform(
      Selector("tracked_viewWillAppear:", SwizzleTrackedScreen.tracked_viewWillAppear(_:)),
      with: animated)
    SwizzleTracker.shared.screenWillAppear(String(describing: type(of: self)))
  }
}

@MainActor @Suite struct SwizzlePortTests {
  @Test func presentingAScreenTracksIt() {
    SwizzleTrackedScreen.swizzleAppearance()
    defer { SwizzleTrackedScreen.swizzleAppearance() }
    let stage = Stage(device: .iPhone15Pro)
    let root = UIViewController()
    let settings = SwizzleSettingsScreen()
    stage.run {
      stage.window.rootViewController = root
      root.present(settings, animated: true)
      stage.advance(to: 1)
    }
    #expect(SwizzleTracker.shared.screens == ["SwizzleSettingsScreen"])
    #expect(settings.appeared)
  }
}
