import Foundation
import Testing

@testable import HeadlessUIKit

/// A controller with bar button items whose actions are logged.
final class EditorViewController: UIViewController {
  var actions: [String] = []
  lazy var doneItem = UIBarButtonItem(
    barButtonSystemItem: .done, target: self, action: EditorViewController.done)
  lazy var closeItem = UIBarButtonItem(
    title: "Close", primaryAction: UIAction { [unowned self] _ in actions.append("close") })
  override func viewDidLoad() {
    title = "Editor"
    navigationItem.rightBarButtonItem = doneItem
    navigationItem.leftBarButtonItem = closeItem
  }
  func done() { actions.append("done") }
}

@MainActor @Suite struct NavigationBarTests {
  func show(
    _ root: UIViewController, on device: Device, orientation: UIInterfaceOrientation = .portrait
  ) -> (Stage, UINavigationController) {
    let stage = Stage(device: device, orientation: orientation)
    let nav = UINavigationController(rootViewController: root)
    stage.run { stage.window.rootViewController = nav }
    stage.advance(to: 0.1)
    return (stage, nav)
  }

  @Test(arguments: Device.all)
  func theBarSitsBelowTheStatusBarAndTheContentSafeAreaBelowTheBar(device: Device) {
    let root = UIViewController()
    let (stage, nav) = show(root, on: device)
    let top = device.portraitSafeAreaInsets.top
    let height: CGFloat = device.idiom == .pad ? 50 : 44
    let bar = nav.navigationBar
    #expect(bar.frame == CGRect(x: 0, y: top, width: device.portraitSize.width, height: height))
    // Modern UIKit: the child fills the screen; its safe area starts below the bar.
    #expect(root.view.frame == CGRect(origin: .zero, size: device.portraitSize))
    #expect(
      root.view.safeAreaInsets
        == UIEdgeInsets(
          top: top + height, left: 0, bottom: device.portraitSafeAreaInsets.bottom, right: 0))
    // The background reaches up behind the status bar; the hairline hangs below the bar.
    stage.run {
      #expect(
        bar.barBackground.convert(bar.barBackground.bounds, to: nil)
          == CGRect(x: 0, y: 0, width: device.portraitSize.width, height: top + height))
      let hairline = bar.shadowView.convert(bar.shadowView.bounds, to: nil)
      #expect(hairline.minY == top + height && abs(hairline.height - 1 / device.scale) < 1e-9)
    }
  }

  @Test func anIPhoneInLandscapeHasACompactBar() {
    let root = UIViewController()
    let (stage, nav) = show(root, on: .iPhone15Pro, orientation: .landscapeRight)
    #expect(stage.window.bounds.width == 852)
    #expect(nav.navigationBar.frame == CGRect(x: 0, y: 0, width: 852, height: 32))
    #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 32, left: 59, bottom: 21, right: 59))
  }

  @Test func rotatingTheDeviceResizesTheBarAndTellsTheTopController() {
    final class Top: UIViewController {
      var sizes: [CGSize] = []
      override func viewWillTransition(
        to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
      ) {
        sizes.append(size)
      }
    }
    let top = Top()
    let (stage, nav) = show(top, on: .iPhone15Pro)
    stage.rotate(to: .landscapeLeft)
    stage.advance(to: 1)
    #expect(top.sizes == [CGSize(width: 852, height: 393)])
    #expect(nav.navigationBar.frame == CGRect(x: 0, y: 0, width: 852, height: 32))
    #expect(top.view.safeAreaInsets == UIEdgeInsets(top: 32, left: 59, bottom: 21, right: 59))
  }

  @Test func anOpaqueBarPushesTheContentBelowIt() {
    let root = UIViewController()
    let (stage, nav) = show(root, on: .iPhoneSE)
    stage.run { nav.navigationBar.isTranslucent = false }
    stage.advance(to: 0.2)
    #expect(root.view.frame == CGRect(x: 0, y: 64, width: 375, height: 603))
    #expect(root.view.safeAreaInsets.top == 0)
  }

  @Test func barButtonItemsGetFramesAndTheirActionsRunOnTap() {
    let editor = EditorViewController()
    let (stage, _) = show(editor, on: .iPhone15Pro)
    let done = editor.doneItem
    let close = editor.closeItem
    #expect(done.title == "Done" && done.style == .done)
    // Each button is its title's width in the bar's 17-point font (semibold for "Done", whole
    // 3× pixels), plus 8 points of padding each side; "Done" ends 8 points inside the 16-point
    // margin.
    let doneText = UIFont.systemFont(ofSize: 17, weight: .semibold).width(of: "Done", scale: 3)
    let closeText = UIFont.systemFont(ofSize: 17).width(of: "Close", scale: 3)
    #expect((40...50).contains(doneText) && (40...50).contains(closeText))
    let doneFrame = stage.run { done.view!.convert(done.view!.bounds, to: nil) }
    let closeFrame = stage.run { close.view!.convert(close.view!.bounds, to: nil) }
    func near(_ a: CGRect, _ b: CGRect) -> Bool {  // (converted through the window: float error)
      [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy {
        abs($0) < 1e-9
      }
    }
    #expect(
      near(
        doneFrame,
        CGRect(x: 393 - 16 + 8 - (doneText + 16), y: 59, width: doneText + 16, height: 44)))
    #expect(near(closeFrame, CGRect(x: 8, y: 59, width: closeText + 16, height: 44)))
    stage.at(0.2) { stage.tap(at: CGPoint(x: doneFrame.midX, y: doneFrame.midY)) }
    stage.at(0.5) { stage.tap(at: CGPoint(x: closeFrame.midX, y: closeFrame.midY)) }
    stage.advance(to: 1)
    #expect(editor.actions == ["done", "close"])
    let calls = stage.trace.events.map { "\($0.subject) \($0.call)" }
    #expect(calls.contains("EditorViewController action(_:) from UIBarButtonItem(\"Done\")"))
    #expect(calls.contains("UIAction handler(_:) from UIBarButtonItem(\"Close\")"))
    #expect(!calls.contains { $0.contains("UITapGestureRecognizer") })
  }

  @Test func aDisabledItemIgnoresTaps() {
    let editor = EditorViewController()
    let (stage, _) = show(editor, on: .iPhone15Pro)
    editor.doneItem.isEnabled = false
    let frame = stage.run { editor.doneItem.view!.convert(editor.doneItem.view!.bounds, to: nil) }
    stage.at(0.2) { stage.tap(at: CGPoint(x: frame.midX, y: frame.midY)) }
    stage.advance(to: 0.5)
    #expect(editor.actions.isEmpty)
  }

  @Test func itemsSetLaterAppearOnTheBar() {
    let root = UIViewController()
    let (stage, _) = show(root, on: .iPhone15Pro)
    let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
    #expect(add.view == nil)
    stage.run { root.navigationItem.rightBarButtonItems = [add] }
    stage.advance(to: 0.2)
    // An icon: a 44-point-wide touch area at the right margin.
    #expect(
      stage.run { add.view!.convert(add.view!.bounds, to: nil) }
        == CGRect(x: 393 - 16 + 8 - 44, y: 59, width: 44, height: 44))
    let custom = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
    stage.run { root.navigationItem.leftBarButtonItem = UIBarButtonItem(customView: custom) }
    stage.advance(to: 0.3)
    #expect(root.navigationItem.leftBarButtonItem?.view === custom)
    #expect(
      stage.run { custom.convert(custom.bounds, to: nil) }
        == CGRect(x: 16, y: 59 + 7, width: 30, height: 30))
  }

  @Test func theBackButtonPops() {
    let root = UIViewController()
    root.title = "Inbox"
    let (stage, nav) = show(root, on: .iPhone15Pro)
    let message = UIViewController()
    stage.run { nav.pushViewController(message, animated: true) }
    stage.advance(to: 1)
    let bar = nav.navigationBar
    #expect(bar.topItem === message.navigationItem && bar.backItem === root.navigationItem)
    let back = bar.content!.backButton!
    // The chevron at 8 points, the title ("Inbox", 17 points) from 27, then 8 points of padding.
    let inbox = UIFont.systemFont(ofSize: 17).width(of: "Inbox", scale: 3)
    #expect(back.frame == CGRect(x: 0, y: 0, width: 27 + inbox + 8, height: 44))
    #expect(back.titleLabel.frame.minX == 27 && back.titleLabel.text == "Inbox")
    stage.at(1.1) { stage.tap(at: CGPoint(x: 20, y: 59 + 22)) }
    stage.advance(to: 1.25)
    #expect(nav.topViewController === root)
    #expect(
      stage.trace.events.contains {
        $0.subject == "UINavigationController" && $0.call == "popViewController(animated: true)"
      })
    stage.advance(to: 2)
    #expect(message.parent == nil && bar.content?.backButton == nil)
  }

  @Test func aCustomLeftItemReplacesTheBackButton() {
    let root = UIViewController()
    let (stage, nav) = show(root, on: .iPhone15Pro)
    let editor = EditorViewController()
    stage.run { nav.pushViewController(editor, animated: false) }
    stage.advance(to: 0.2)
    #expect(nav.navigationBar.content?.backButton == nil)
    #expect(editor.closeItem.view != nil)
    stage.run { editor.navigationItem.leftItemsSupplementBackButton = true }
    stage.advance(to: 0.3)
    let back = nav.navigationBar.content!.backButton!
    #expect(editor.closeItem.view!.frame.minX == back.frame.maxX)
  }

  @Test func hidingTheBarSlidesItUpAndGivesTheSafeAreaBack() {
    let root = UIViewController()
    let (stage, nav) = show(root, on: .iPhone15Pro)
    stage.at(0.2) { nav.setNavigationBarHidden(true, animated: true) }
    stage.advance(to: 0.3)
    let y = stage.run { nav.navigationBar.layer.presentation()!.frame.minY }
    #expect(y < 59 && y > -44)
    #expect(nav.isNavigationBarHidden && root.view.safeAreaInsets.top == 59)
    stage.advance(to: 0.5)
    #expect(nav.navigationBar.isHidden && nav.navigationBar.frame.minY == -44)
    stage.run { nav.isNavigationBarHidden = false }
    stage.advance(to: 0.6)
    #expect(!nav.navigationBar.isHidden && nav.navigationBar.frame.minY == 59)
    #expect(root.view.safeAreaInsets.top == 103)
  }

  @Test func theNavigationItemFollowsTheTitle() {
    let vc = UIViewController()
    let item = vc.navigationItem
    #expect(item.title == nil && vc.navigationItem === item)
    vc.title = "Settings"
    #expect(item.title == "Settings")
    item.title = "Other"
    #expect(vc.title == "Settings")
  }

  @Test func aBarOfItsOwnPushesAndPopsItems() {
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let a = UINavigationItem(title: "A")
    let b = UINavigationItem(title: "B")
    bar.pushItem(a, animated: false)
    bar.pushItem(b, animated: false)
    #expect(bar.items?.count == 2 && bar.topItem === b && bar.backItem === a)
    #expect(bar.popItem(animated: false) === b)
    #expect(bar.topItem === a && bar.backItem == nil)
  }

  @Test func aNavigationControllersBarRefusesItemPushes() {
    let (stage, nav) = show(UIViewController(), on: .iPhone15Pro)
    stage.run { nav.navigationBar.pushItem(UINavigationItem(title: "X"), animated: false) }
    #expect(stage.exception?.name == "NSInternalInconsistencyException")
    #expect(
      stage.exception?.reason
        == "Cannot call pushNavigationItem:animated: directly on a UINavigationBar managed by a controller."
    )
  }

  @Test func titleTextAttributesGiveTheTitleItsFontAndColour() {
    let (stage, nav) = show(EditorViewController(), on: .iPhone15Pro)
    let bar = nav.navigationBar
    #expect(bar.content?.titleLabel?.font == NavigationBarMetrics.font(bold: true))
    let font = UIFont(name: "Lato-Bold", size: 20)!
    stage.run { bar.titleTextAttributes = [.font: font, .foregroundColor: UIColor.systemRed] }
    stage.advance(to: 0.2)
    let label = bar.content?.titleLabel
    #expect(label?.font == font && label?.textColor == .systemRed)
    #expect(label?.frame.height == font.lineHeight)
    // A pushed screen's title takes them too; nil gives the defaults back.
    let next = UIViewController()
    next.title = "Next"
    stage.run { nav.pushViewController(next, animated: false) }
    stage.advance(to: 0.3)
    #expect(bar.content?.titleLabel?.text == "Next" && bar.content?.titleLabel?.font == font)
    stage.run { bar.titleTextAttributes = nil }
    #expect(bar.content?.titleLabel?.textColor == .label)
  }

  @Test func systemItemsHaveUIKitsRawValuesAndTitles() {
    #expect(
      UIBarButtonItem.SystemItem.close.rawValue == 24
        && UIBarButtonItem.SystemItem.add.rawValue == 4)
    #expect(
      UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil).title == "Cancel")
    #expect(UIBarButtonItem(barButtonSystemItem: .save, target: nil, action: nil).style == .done)
    #expect(UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil).title == nil)
    #expect(UIBarButtonItem.fixedSpace(12).width == 12)
  }
}
