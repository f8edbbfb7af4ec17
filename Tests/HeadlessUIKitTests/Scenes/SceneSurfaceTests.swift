import Foundation
import Testing

@testable import HeadlessUIKit

/// A window scene's trait overrides and coordinate space, the device's battery and clicks, and
/// the state sheets, alerts and controllers keep.
@MainActor @Suite struct SceneSurfaceTests {
  final class TraitLog: UIViewController {
    var styles: [UIUserInterfaceStyle] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      styles.append(traitCollection.userInterfaceStyle)
    }
  }

  @Test func aScenesTraitOverridesReachItsWindowsAndControllers() {
    let stage = Stage()
    let root = TraitLog()
    stage.run { stage.window.rootViewController = root }
    stage.advance(to: 0.1)
    #expect(root.view.traitCollection.userInterfaceStyle == .light)
    stage.run { stage.windowScene.traitOverrides.userInterfaceStyle = .dark }
    #expect(stage.window.traitCollection.userInterfaceStyle == .dark)
    #expect(root.view.traitCollection.userInterfaceStyle == .dark)
    #expect(root.styles.last == .dark)
    #expect(stage.windowScene.coordinateSpace.bounds == stage.screen.bounds)
  }

  @Test func batteriesClicksSheetsAndAlertsKeepUIKitsState() {
    let stage = Stage()
    stage.run {
      #expect(UIDevice.current.batteryState == .unknown)
      UIDevice.current.playInputClick()
      let sheet = UISheetPresentationController(
        presentedViewController: UIViewController(), presenting: nil)
      #expect(!sheet.prefersPageSizing && sheet.sourceView == nil)
      sheet.prefersPageSizing = true
      let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
      #expect(alert.severity == .default)
    }
    #expect(
      stage.messages.map(\.text) == [
        "UIDevice.playInputClick() has no effect in Curtain: a stage plays no sound.",
        "UISheetPresentationController.prefersPageSizing has no effect in Curtain: the sheet "
          + "keeps a form sheet's size.",
      ])
  }

  @Test func controllersKeepAContentScrollViewPerEdge() {
    let vc = UIViewController()
    let scroll = UIScrollView()
    vc.setContentScrollView(scroll, for: [.top, .bottom])
    #expect(vc.contentScrollView(for: .top) === scroll)
    #expect(vc.contentScrollView(for: .bottom) === scroll)
    #expect(vc.contentScrollView(for: .leading) == nil)
    vc.setContentScrollView(nil, for: .top)
    #expect(vc.contentScrollView(for: .top) == nil)
  }
}
