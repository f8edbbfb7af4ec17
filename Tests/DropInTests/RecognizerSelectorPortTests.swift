// A card view with testable recognizers that keep the selector they are given, a tip hidden by
// its timer through a method with a defaulted parameter, and a tap sent to a target bound
// without its type, as `curtain port` leaves the iOS code (Shuffle, AMPopTip,
// InteractiveSideMenu), compiled against the drop-in UIKit in the Swift 5 language mode.
import Testing
import UIKit

@MainActor @Suite struct RecognizerSelectorPortTests {
  /// A testable tap recognizer, as the port writes Shuffle's.
  final class TapGestureRecognizer: UITapGestureRecognizer {
    private weak var testTarget: AnyObject?
    private var testAction: Selector?

    init(target: Any?, action: Selector?) {
      testTarget = target as AnyObject
      testAction = action
      super.init(target: nil, action: nil)
      if let target = target as? NSObject, let action = action {
        addTarget { [weak target] in _ = target?.perform(action, with: $0) }
      }
    }

    func performTap() {
      if let action = testAction {
        (testTarget as? NSObject)?.performSelector(
          onMainThread: action,
          with: self,
          waitUntilDone: true)
      }
    }
  }

  final class CardView: UIView {
    var taps: [String] = []
    lazy var tap = TapGestureRecognizer(target: self, action: Selector("didTap:", CardView.didTap))

    func didTap(_ recognizer: TapGestureRecognizer) {
      taps.append(recognizer === tap ? "tap" : "other")
    }
  }

  @Test func theSelectorKeptIsSentByTheTestAndByARealTap() {
    let stage = Stage(device: .iPhone15Pro)
    let root = UIViewController()
    let card = CardView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
    stage.run {
      stage.window.rootViewController = root
      root.view.addSubview(card)
      card.addGestureRecognizer(card.tap)
      card.tap.performTap()
      stage.at(0.5) { stage.tap(at: CGPoint(x: 100, y: 200)) }
    }
    stage.advance(to: 1)
    #expect(card.taps == ["tap", "tap"])
  }

  /// A tip whose timer hides it, as the port writes AMPopTip's `#selector(PopTip.hide)`.
  final class Tip: UIView {
    var hidden: [Bool] = []
    var timer: Timer?

    func hide(forced: Bool = false) { hidden.append(forced) }

    func show(duration: TimeInterval) {
      timer = Timer.scheduledTimer(
        timeInterval: duration, target: self, selector: { (target: Tip) in { target.hide() } },
        userInfo: nil, repeats: false)
    }
  }

  @Test func theTimerCallsTheMethodWithItsDefaults() {
    let stage = Stage(device: .iPhone15Pro)
    let tip = Tip()
    stage.run {
      tip.show(duration: 2)
      stage.advance(to: 3)
    }
    #expect(tip.hidden == [false])
  }

  final class Menu: UIViewController {
    var tapped = 0
    func handleTap(recognizer: UITapGestureRecognizer) { tapped += 1 }
  }

  /// A tap wired to a menu through a target typed as its superclass, as the port writes
  /// InteractiveSideMenu's.
  @Test func aCastTargetReceivesTheAction() {
    let stage = Stage(device: .iPhone15Pro)
    let menu = Menu()
    stage.run {
      stage.window.rootViewController = menu
      let target: UIViewController = menu
      let recognizer = UITapGestureRecognizer(
        target: target, action: { ($0 as AnyObject as! Menu).handleTap(recognizer:) })
      menu.view.addGestureRecognizer(recognizer)
      stage.at(0.5) { stage.tap(at: CGPoint(x: 100, y: 300)) }
    }
    stage.advance(to: 1)
    #expect(menu.tapped == 1)
  }
}
