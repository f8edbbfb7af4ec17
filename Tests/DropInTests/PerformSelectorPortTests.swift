// A toast that hides itself after a delay, as `curtain port` leaves iOS code sending selectors
// (`perform(#selector(hide), with: nil, afterDelay: 2)`), compiled against the drop-in UIKit in
// the Swift 5 language mode.
import Testing
import UIKit

@MainActor @Suite struct PerformSelectorPortTests {
  final class Toast: UIView {
    var events: [String] = []

    func present() {
      NSObject.cancelPreviousPerformRequests(
        withTarget: self, selector: Selector("hide", Toast.hide), object: nil)
      perform(Selector("hide", Toast.hide), with: nil, afterDelay: 2)
    }

    func hide() { events.append("hide") }

    func tapped(_ sender: Any?) {
      if responds(to: Selector("hide", Toast.hide)) {
        perform(Selector("hide", Toast.hide))
      }
    }
  }

  @Test func presentingAgainPushesTheHideBack() {
    let stage = Stage(device: .iPhone15Pro)
    let toast = Toast()
    var seen: [String] = []
    stage.run {
      toast.present()
      stage.at(1.5) { toast.present() }
      stage.at(3) { seen = toast.events }
      stage.advance(to: 4)
    }
    #expect(seen.isEmpty)
    #expect(toast.events == ["hide"])
    toast.tapped(nil)
    #expect(toast.events == ["hide", "hide"])
  }
}
