import Compositor
import CurtainTesting
import Foundation
import TestSupport
import Testing

@testable import CurtainSamples
@testable import HeadlessUIKit

// The inset card: a yellow controller presents a red one inside a black translucent frame,
// through the article's four classes (详解 iOS 8 UIPresentationController Custom Presentation),
// and UIKit calls into them in the order the article walks through.

@MainActor @Suite struct InsetCardTests {
  /// The article's scenario on a stage: present at 0.2, dismiss at 1.2.
  func makeStage() -> (Stage, YellowViewController, RedViewController) {
    let stage = Stage(device: .iPhone15Pro)
    let yellow = YellowViewController()
    let red = RedViewController()
    stage.run {
      stage.window.rootViewController = yellow
      red.modalPresentationStyle = .custom
      red.transitioningDelegate = yellow.cardTransitioningDelegate
      stage.at(0.2) { yellow.present(red, animated: true, completion: {}) }
    }
    return (stage, yellow, red)
  }

  @Test func theTraceShowsTheArticlesOrder() {
    let (stage, _, _) = makeStage()
    stage.advance(to: 1.0)
    let calls = stage.trace.events.filter { $0.time >= 0.2 }.map { "\($0.subject) \($0.call)" }
    let pcAndDelegate = calls.filter { !$0.hasPrefix("Yellow") || $0.contains("completion") }
    #expect(
      pcAndDelegate.filter { !$0.contains("Layout") || $0.contains("containerView") }
        == insetCardPresentationCallOrder)
  }

  @Test func theCardIsInsetAndTheChromeFadesWithTheCoordinator() {
    let (stage, yellow, red) = makeStage()
    stage.advance(to: 0.2)
    stage.advance(to: 0.45)
    let pc = red.presentationController as! MyPresentationController
    // The alongside fade runs with the animator's 0.5 s ease-in-out: half-way at 0.45 s.
    #expect(abs(Double(pc.dimmingView.layer.presentation()!.opacity) - 0.5) < 1e-6)
    stage.advance(to: 1.0)
    #expect(red.view.frame == CGRect(x: 30, y: 30, width: 393 - 60, height: 852 - 60))
    #expect(yellow.presentedViewController === red && red.presentingViewController === yellow)
    // .custom keeps the presenter's view in the window, under the container.
    #expect(yellow.view.window === stage.window)
    #expect(stage.window.subviews.count == 2)
    #expect(red.transitionCoordinator == nil)
  }

  @Test func dismissingRemovesTheChromeAndTheContainer() {
    let (stage, yellow, red) = makeStage()
    stage.at(1.2) { red.dismiss(animated: true, completion: nil) }
    stage.advance(to: 3)
    #expect(yellow.presentedViewController == nil && red.presentingViewController == nil)
    #expect(stage.window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(yellow.view)])
    #expect(red.view.window == nil)
  }

  @Test func aFrameMidTransitionLooksRight() throws {
    let (stage, _, _) = makeStage()
    stage.advance(to: 0.2)
    stage.advance(to: 0.45)
    var tree = stage.renderTree()
    tree.scale = 1  // a small golden: points as pixels
    assertGolden(try Compositor().render(tree))
  }
}
