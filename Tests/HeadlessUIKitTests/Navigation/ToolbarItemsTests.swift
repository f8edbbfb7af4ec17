import Compositor
import Foundation
import Raster
import Testing

@testable import HeadlessUIKit

extension Stage {
  /// An iPhone SE (2x) stage with `bar` (320 × 44 points) at y = 300 over a white view.
  @MainActor static func showing(_ bar: UIToolbar) -> Stage {
    let stage = Stage(device: .iPhoneSE, appearance: .light)
    let vc = UIViewController()
    stage.run {
      vc.view.backgroundColor = .white
      bar.frame = CGRect(x: 0, y: 300, width: 320, height: 44)
      vc.view.addSubview(bar)
      stage.window.rootViewController = vc
    }
    stage.advance(to: 0.01)
    return stage
  }
}

/// A toolbar's items: laid out from the layout margin, flexible spaces sharing what is left,
/// drawn in the tint colour, and tapped.
@MainActor @Suite struct ToolbarItemsTests {
  func show(_ bar: UIToolbar) -> Stage { Stage.showing(bar) }

  func width(_ title: String) -> CGFloat {
    UIFont.systemFont(ofSize: 17).width(of: title, scale: 2) + 16
  }

  /// Three buttons apart by flexible spaces: the first 8 points in (its title at the 16-point
  /// margin), the last ending 8 points from the edge, the middle one halfway between them.
  @Test func flexibleSpacesShareWhatTheButtonsLeave() {
    let bar = UIToolbar(frame: .zero)
    let (a, b, c) = (
      UIBarButtonItem(title: "Reply"), UIBarButtonItem(title: "Share"),
      UIBarButtonItem(title: "Delete")
    )
    bar.items = [a, .flexibleSpace(), b, .flexibleSpace(), c]
    let stage = show(bar)
    let frames = stage.run { [a, b, c].map { $0.view!.frame } }
    let share = (320 - 16 - width("Reply") - width("Share") - width("Delete")) / 2
    #expect(frames[0] == CGRect(x: 8, y: 0, width: width("Reply"), height: 44))
    #expect(abs(frames[1].minX - (8 + width("Reply") + share)) < 1e-9)
    #expect(abs(frames[2].maxX - 312) < 1e-9 && frames[2].width == width("Delete"))
  }

  /// Without flexible spaces the buttons keep to the leading side, a fixed space at its width;
  /// a hidden item takes no room; items set later replace the old buttons.
  @Test func fixedSpacesAndHiddenItems() {
    let bar = UIToolbar(frame: .zero)
    let (a, hidden, b) = (
      UIBarButtonItem(title: "Edit"), UIBarButtonItem(title: "Hidden"),
      UIBarButtonItem(title: "Add")
    )
    hidden.isHidden = true
    bar.items = [a, hidden, .fixedSpace(30), b]
    let stage = show(bar)
    let (fa, fb) = stage.run { (a.view!.frame, b.view!.frame) }
    #expect(fa.minX == 8 && fb.minX == 8 + width("Edit") + 30)
    #expect(hidden.view == nil)
    let old = a.view
    stage.run { bar.setItems([b], animated: false) }
    stage.advance(to: 0.05)
    #expect(old?.superview == nil && stage.run { b.view!.frame.minX } == 8)
  }

  /// The button is drawn (its title in the tint colour) and a tap on it runs its action.
  @Test func buttonsAreDrawnAndTapped() throws {
    var taps = 0
    let bar = UIToolbar(frame: .zero)
    let item = UIBarButtonItem(title: "Share", primaryAction: UIAction { _ in taps += 1 })
    bar.items = [.flexibleSpace(), item]
    let stage = show(bar)
    let frame = stage.run { item.view!.convert(item.view!.bounds, to: nil) }
    let bitmap = try Compositor().render(stage.renderTree())
    // Some pixel of the title is the tint's blue: far more blue than red.
    var blue = 0
    for y in Int(frame.minY * 2)..<Int(frame.maxY * 2) {
      for x in Int(frame.minX * 2)..<Int(frame.maxX * 2) {
        let p = bitmap[x, y]
        if Int(p.b) - Int(p.r) > 120 { blue += 1 }
      }
    }
    #expect(blue > 20, "tinted title pixels: \(blue)")
    stage.at(0.1) { stage.tap(at: CGPoint(x: frame.midX, y: frame.midY)) }
    stage.advance(to: 0.3)
    #expect(taps == 1)
  }
}

extension ToolbarItemsTests {
  /// `.add` and `.action` show their symbols ("plus", "square.and.arrow.up") in the tint colour
  /// (their `image` stays nil, as on iOS); an icon Curtain does not draw (`.camera`) is an
  /// empty 44-point button.
  @Test func iconSystemItemsShowTheirSymbolWhereDrawn() throws {
    let bar = UIToolbar(frame: .zero)
    let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
    let share = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
    let camera = UIBarButtonItem(barButtonSystemItem: .camera, target: nil, action: nil)
    bar.items = [add, .flexibleSpace(), share, camera]
    let stage = show(bar)
    #expect(add.image == nil && share.image == nil)
    let frames = stage.run {
      [add, share, camera].map { $0.view!.convert($0.view!.bounds, to: nil) }
    }
    #expect(frames.allSatisfy { $0.width == 44 })
    let bitmap = try Compositor().render(stage.renderTree())
    func tinted(_ frame: CGRect) -> Int {
      var count = 0
      for y in Int(frame.minY * 2)..<Int(frame.maxY * 2) {
        for x in Int(frame.minX * 2)..<Int(frame.maxX * 2) {
          let p = bitmap[x, y]
          if Int(p.b) - Int(p.r) > 120 { count += 1 }
        }
      }
      return count
    }
    #expect(tinted(frames[0]) > 20 && tinted(frames[1]) > 20 && tinted(frames[2]) == 0)
  }
}

/// A navigation controller's toolbar: along the bottom over the home indicator's area, the top
/// controller's items, the children's safe area above it.
@MainActor @Suite struct NavigationToolbarTests {
  func show(_ root: UIViewController) -> (Stage, UINavigationController) {
    let stage = Stage(device: .iPhone15Pro)
    let nav = UINavigationController(rootViewController: root)
    stage.run {
      nav.isToolbarHidden = false
      stage.window.rootViewController = nav
    }
    stage.advance(to: 0.1)
    return (stage, nav)
  }

  /// 44 points tall plus the 34-point home indicator area of an iPhone 15 Pro (393 × 852), the
  /// root's items in it, and the root's safe area ending at its top.
  @Test func theToolbarSitsAlongTheBottomWithTheTopControllersItems() {
    let root = UIViewController()
    let item = UIBarButtonItem(title: "Share")
    root.toolbarItems = [.flexibleSpace(), item]
    let (stage, nav) = show(root)
    let (bar, inset, itemFrame) = stage.run {
      (
        nav.toolbar.frame, root.view.safeAreaInsets.bottom,
        item.view?.convert(item.view!.bounds, to: nil)
      )
    }
    #expect(bar == CGRect(x: 0, y: 852 - 78, width: 393, height: 78))
    #expect(inset == 78)
    #expect(itemFrame?.minY == 774 && itemFrame?.height == 44 && itemFrame?.maxX == 393 - 8)
  }

  /// A navigation controller whose root has item A in its toolbar, shown, and a second
  /// controller with item B, not yet pushed.
  func showRootWithItemA() -> (
    Stage, UINavigationController, UIViewController, UIBarButtonItem, UIBarButtonItem
  ) {
    let root = UIViewController()
    let (a, b) = (UIBarButtonItem(title: "A"), UIBarButtonItem(title: "B"))
    root.toolbarItems = [a]
    let (stage, nav) = show(root)
    let second = UIViewController()
    second.toolbarItems = [b]
    return (stage, nav, second, a, b)
  }

  /// A push gives the toolbar the new top controller's items as it begins; a controller that
  /// hides the bottom bar when pushed hides the toolbar, and popping back shows it again.
  @Test func pushesChangeTheItemsAndMayHideTheToolbar() {
    let (stage, nav, second, a, b) = showRootWithItemA()
    stage.at(0.2) { nav.pushViewController(second, animated: true) }
    stage.advance(to: 1.5)
    #expect(stage.run { nav.toolbar.items?.first === b && !nav.toolbar.isHidden })
    #expect(stage.run { second.view.safeAreaInsets.bottom } == 78)
    let third = UIViewController()
    third.hidesBottomBarWhenPushed = true
    stage.at(1.6) { nav.pushViewController(third, animated: false) }
    stage.advance(to: 1.8)
    #expect(stage.run { nav.toolbar.isHidden && third.view.safeAreaInsets.bottom == 34 })
    stage.at(1.9) { _ = nav.popToRootViewController(animated: false) }
    stage.advance(to: 2.1)
    #expect(stage.run { nav.toolbar.items?.first === a && !nav.toolbar.isHidden })
  }

  /// An edge swipe that begins a pop and is let go early: the root's items show while it runs,
  /// and the top controller's come back when it is cancelled.
  @Test func aCancelledPopGivesTheItemsBack() {
    let (stage, nav, second, a, b) = showRootWithItemA()
    stage.run { nav.pushViewController(second, animated: false) }
    stage.advance(to: 0.2)
    #expect(stage.run { nav.toolbar.items?.first === b })
    stage.at(0.3) { stage.edgePan(from: .left, distance: 80, duration: 0.3, easing: .easeOut) }
    stage.advance(to: 0.45)
    #expect(stage.run { nav.toolbar.items?.first === a })
    stage.advance(to: 2)
    #expect(nav.topViewController === second)
    #expect(stage.run { nav.toolbar.items?.first === b && second.view.safeAreaInsets.bottom == 78 })
  }
}
