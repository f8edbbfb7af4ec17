import Compositor
import Foundation
import Raster
import Testing

@testable import HeadlessUIKit

/// The screen around the app: which controller decides the status bar and how, what the status
/// bar and the home indicator look like, and the display's shape.
@MainActor @Suite struct StatusBarTests {
  final class Styled: UIViewController {
    var style: UIStatusBarStyle = .default
    var hidden = false
    var hidesIndicator = false
    var styleChild: UIViewController?
    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidden }
    override var prefersHomeIndicatorAutoHidden: Bool { hidesIndicator }
    override var childForStatusBarStyle: UIViewController? { styleChild }
  }

  func stage(
    _ root: UIViewController, device: Device = .iPhone15Pro,
    orientation: UIInterfaceOrientation = .portrait, appearance: UIUserInterfaceStyle = .light
  ) -> Stage {
    let stage = Stage(device: device, orientation: orientation, appearance: appearance)
    stage.showsStatusBar = true
    stage.showsHomeIndicator = true
    stage.run { stage.window.rootViewController = root }
    stage.advance(to: 0.1)
    return stage
  }

  func appearance(_ stage: Stage) -> StatusBarAppearance {
    stage.run { StatusBarAppearance(stage: stage) }
  }

  @Test func stagesShowTheStatusBarAndIndicatorButNotTheShape() {
    let stage = Stage()
    #expect(stage.showsStatusBar && stage.showsHomeIndicator && !stage.showsDeviceShape)
  }

  @Test func theDefaultStyleFollowsTheAppearance() {
    #expect(appearance(stage(Styled())).isLight == false)
    #expect(appearance(stage(Styled(), appearance: .dark)).isLight == true)
    let light = Styled()
    light.style = .lightContent
    #expect(appearance(stage(light)).isLight)
    let dark = Styled()
    dark.style = .darkContent
    #expect(!appearance(stage(dark, appearance: .dark)).isLight)
  }

  @Test func aFullScreenPresentationTakesTheStatusBarOver() {
    let root = Styled()
    let cover = Styled()
    cover.style = .lightContent
    cover.modalPresentationStyle = .fullScreen
    let s = stage(root)
    s.run { root.present(cover, animated: false) }
    s.advance(to: 0.2)
    #expect(appearance(s).isLight)
  }

  @Test func otherPresentationsTakeItOverOnlyWhenTheyCaptureIt() {
    let root = Styled()
    let overlay = Styled()
    overlay.style = .lightContent
    overlay.modalPresentationStyle = .overFullScreen
    let s = stage(root)
    s.run { root.present(overlay, animated: false) }
    s.advance(to: 0.2)
    #expect(!appearance(s).isLight)
    overlay.modalPresentationCapturesStatusBarAppearance = true
    #expect(appearance(s).isLight)
  }

  @Test func childrenAnswerInTheirParentsPlace() {
    let root = Styled()
    let middle = Styled()
    let leaf = Styled()
    leaf.style = .lightContent
    root.styleChild = middle
    middle.styleChild = leaf
    #expect(appearance(stage(root)).isLight)
    // A navigation controller answers itself, not its top controller, unless a subclass hands
    // the question on.
    let top = Styled()
    top.style = .lightContent
    #expect(!appearance(stage(UINavigationController(rootViewController: top))).isLight)
  }

  @Test func theStatusBarHidesWhenAskedAndInCompactHeight() {
    let root = Styled()
    root.hidden = true
    #expect(appearance(stage(root)).isHidden)
    #expect(appearance(stage(Styled(), orientation: .landscapeLeft)).isHidden)
    #expect(!appearance(stage(Styled(), device: .iPadPro11, orientation: .landscapeLeft)).isHidden)
    let quiet = Styled()
    quiet.hidesIndicator = true
    #expect(appearance(stage(quiet)).hidesHomeIndicator)
  }

  @Test func aRecedingSheetTurnsTheContentLight() {
    let root = Styled()
    let s = stage(root)
    s.run { root.present(UIViewController(), animated: false) }  // a page sheet
    s.advance(to: 0.2)
    let a = appearance(s)
    #expect(a.isLight && !a.asksForLight)
  }

  @Test func anUndimmedDetentLeavesTheContentAsAsked() {
    let root = Styled()
    let s = stage(root)
    let sheet = UIViewController()
    s.run {
      sheet.sheetPresentationController?.detents = [.medium(), .large()]
      sheet.sheetPresentationController?.largestUndimmedDetentIdentifier = .medium
      root.present(sheet, animated: false)
    }
    s.advance(to: 0.2)
    #expect(!appearance(s).isLight)
    s.run { sheet.sheetPresentationController?.selectedDetentIdentifier = .large }
    s.advance(to: 1.5)
    #expect(appearance(s).isLight)
  }

  /// The pixels at the top of a white screen: where the status bar drew, and in what.
  func ink(_ stage: Stage) throws -> (count: Int, colors: Set<UInt8>) {
    let frame = try Compositor().render(stage.renderTree())
    var count = 0
    var colors: Set<UInt8> = []
    for y in 0..<Int(54 * stage.screen.scale) {
      for x in 0..<frame.width where frame[x, y] != frame[0, y] {
        count += 1
        if frame[x, y].r == frame[x, y].g && frame[x, y].g == frame[x, y].b {
          colors.insert(frame[x, y].r)
        }
      }
    }
    return (count, colors)
  }

  @Test func theStatusBarIsDrawnInItsContentsColour() throws {
    let root = Styled()
    root.view.backgroundColor = UIColor(white: 0.5, alpha: 1)
    let s = stage(root)
    let dark = try ink(s)
    #expect(dark.count > 500 && dark.colors.contains(0) && !dark.colors.contains(255))
    root.style = .lightContent
    let light = try ink(s)
    #expect(abs(light.count - dark.count) < dark.count / 50)
    #expect(light.colors.contains(255) && !light.colors.contains(0))
    s.showsStatusBar = false
    #expect(try ink(s).count == 0)
  }

  @Test func theHomeIndicatorSitsAboveTheBottomEdge() {
    let s = stage(Styled())
    s.showsStatusBar = false
    let indicator = s.renderTree().layers.last
    #expect(indicator?.bounds.size == CGSize(width: 134, height: 5))
    #expect(indicator?.position == CGPoint(x: 393 / 2, y: 852 - 8 - 2.5))
    #expect(indicator?.backgroundColor == .black)
    #expect(stage(Styled(), appearance: .dark).renderTree().layers.last?.backgroundColor == .white)
    // A home button needs none.
    let se = stage(Styled(), device: .iPhoneSE)
    se.showsStatusBar = false
    #expect(se.renderTree().layers.count == 1)
  }

  @Test func theDisplaysShapeLeavesItsCornersAndIslandTransparent() throws {
    let root = Styled()
    root.view.backgroundColor = .white
    let s = stage(root)
    s.showsDeviceShape = true
    let frame = try Compositor().render(s.renderTree())
    #expect(frame[0, 0] == .transparent && frame[1178, 2555] == .transparent)
    #expect(frame[589, 1278] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
    // The island: 126 × 37.33 pt at y = 11, centred; its middle is cut out, its edge smooth.
    #expect(frame[589, 88] == .transparent)
    #expect(frame[589, 30].a == 255 && frame[589, 150].a == 255)
    // Its rounded end crosses row 60 (20 pt) near x = 136 pt: partly covered pixels there.
    var partial = 0
    for x in 400..<460 where (1...254).contains(frame[x, 60].a) { partial += 1 }
    #expect(partial > 0)
    // In landscape the island sits by the edge the device's top is on.
    let turned = stage(Styled(), orientation: .landscapeRight)
    turned.showsDeviceShape = true
    let side = try Compositor().render(turned.renderTree())
    #expect(side[88, 589] == .transparent && side[2556 - 88, 589] != .transparent)
    // The SE's display is a plain rectangle.
    let se = stage(Styled(), device: .iPhoneSE)
    se.showsDeviceShape = true
    #expect(try Compositor().render(se.renderTree())[0, 0].a == 255)
  }
}
