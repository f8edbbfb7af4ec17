import Foundation
import Testing

@testable import HeadlessUIKit

/// Subclasses that override what UIKit lets subclasses override, recording every call, so the
/// tests can check that Curtain's machinery reaches the overrides.
@MainActor private final class RecordingView: UIView {
  var calls: [String] = []
  var fitting = CGSize(width: 40, height: 30)

  override func layoutSubviews() { calls.append("layoutSubviews") }
  override func sizeThatFits(_ size: CGSize) -> CGSize {
    calls.append("sizeThatFits")
    return fitting
  }
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    calls.append("point(inside:)")
    return bounds.insetBy(dx: -20, dy: -20).contains(point)
  }
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    calls.append("hitTest")
    return super.hitTest(point, with: event)
  }
  override func willMove(toSuperview newSuperview: UIView?) {
    calls.append("willMove(toSuperview:)")
  }
  override func didMoveToSuperview() { calls.append("didMoveToSuperview") }
  override func willMove(toWindow newWindow: UIWindow?) { calls.append("willMove(toWindow:)") }
  override func didMoveToWindow() { calls.append("didMoveToWindow") }
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    calls.append("traitCollectionDidChange")
  }
  override func tintColorDidChange() { calls.append("tintColorDidChange") }
  override func safeAreaInsetsDidChange() { calls.append("safeAreaInsetsDidChange") }
  override func layoutMarginsDidChange() { calls.append("layoutMarginsDidChange") }
  override func draw(_ rect: CGRect) { calls.append("draw") }
  override var intrinsicContentSize: CGSize { CGSize(width: 12, height: 34) }
  override func action(for layer: CALayer, forKey event: String) -> CAAction? {
    calls.append("action(\(event))")
    return super.action(for: layer, forKey: event)
  }
  override func addSubview(_ view: UIView) {
    calls.append("addSubview")
    super.addSubview(view)
  }
  override var frame: CGRect {
    didSet { calls.append("frame") }
  }
}

@MainActor private final class RecordingLayer: CALayer {
  var calls: [String] = []
  override class func needsDisplay(forKey key: String) -> Bool {
    key == "bounds" || super.needsDisplay(forKey: key)
  }
  override func display() { calls.append("display") }
  override func layoutSublayers() { calls.append("layoutSublayers") }
  override func action(forKey event: String) -> CAAction? {
    calls.append("action(\(event))")
    return nil
  }
  override var position: CGPoint {
    didSet { calls.append("position") }
  }
  override var bounds: CGRect {
    didSet { calls.append("bounds") }
  }
}

@MainActor private final class RecordingController: UIViewController {
  var calls: [String] = []
  override func loadView() {
    calls.append("loadView")
    view = RecordingView()
  }
  override func viewDidLoad() { calls.append("viewDidLoad") }
  override func viewSafeAreaInsetsDidChange() { calls.append("viewSafeAreaInsetsDidChange") }
  override func viewWillLayoutSubviews() { calls.append("viewWillLayoutSubviews") }
  override func viewDidLayoutSubviews() { calls.append("viewDidLayoutSubviews") }
  override func show(_ vc: UIViewController, sender: Any?) { calls.append("show") }
  override var navigationController: UINavigationController? { fakeNavigation }
  var fakeNavigation: UINavigationController?
}

@MainActor @Suite struct OverridabilityTests {
  func stage(root: UIViewController = UIViewController()) -> Stage {
    let stage = Stage(device: .iPhone15Pro)
    stage.run { stage.window.rootViewController = root }
    stage.advance(to: 0.1)
    return stage
  }

  @Test func viewOverridesAreCalledByTheHierarchyAndLayout() {
    let stage = stage()
    let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.calls = []
    stage.run { stage.window.rootViewController!.view.addSubview(view) }
    #expect(
      view.calls == [
        "willMove(toSuperview:)", "willMove(toWindow:)", "didMoveToSuperview", "didMoveToWindow",
      ])
    view.calls = []
    stage.advance(to: 0.2)
    // At the top of an iPhone 15 Pro the safe area covers the status bar: the first layout
    // pass reports it before laying out. Then the view, which overrides draw(_:), draws once,
    // and its layer asks it for an action as its contents change.
    #expect(
      view.calls == ["safeAreaInsetsDidChange", "layoutSubviews", "draw", "action(contents)"])
  }

  @Test func sizeToFitAsksTheOverriddenSizeThatFits() {
    let view = RecordingView()
    view.sizeToFit()
    #expect(view.calls.contains("sizeThatFits"))
    #expect(view.bounds.size == view.fitting)
    #expect(view.intrinsicContentSize == CGSize(width: 12, height: 34))
  }

  @Test func hitTestingGoesThroughTheOverrides() {
    let stage = stage()
    let view = RecordingView(frame: CGRect(x: 100, y: 300, width: 50, height: 50))
    stage.run { stage.window.rootViewController!.view.addSubview(view) }
    view.calls = []
    // 10 points outside the bounds, inside the overridden point(inside:with:).
    let hit = stage.window.hitTest(CGPoint(x: 95, y: 295), with: nil)
    #expect(hit === view)
    #expect(view.calls == ["hitTest", "point(inside:)"])
  }

  @Test func tintAndMarginChangesReachTheOverrides() {
    let parent = UIView()
    let child = RecordingView()
    parent.addSubview(child)
    child.calls = []
    parent.tintColor = .systemRed
    #expect(child.calls == ["tintColorDidChange"])
    child.tintColor = .systemGreen
    parent.tintColor = .systemOrange  // the child has its own tint now
    #expect(child.calls == ["tintColorDidChange", "tintColorDidChange"])
    parent.tintAdjustmentMode = .dimmed
    #expect(child.calls.count == 3)
    #expect(child.tintColor != .systemGreen)  // dimmed
    child.layoutMargins = .zero
    #expect(child.calls.last == "layoutMarginsDidChange")
  }

  @Test func theLayerAsksTheViewsOverriddenActionAndFrameSetterRuns() {
    let view = RecordingView()
    view.alpha = 0.5
    #expect(view.calls.contains("action(opacity)"))
    view.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(view.calls.contains("frame"))
  }

  @Test func rotationReachesTraitCollectionDidChange() {
    let stage = stage()
    let view = RecordingView()
    stage.run { stage.window.rootViewController!.view.addSubview(view) }
    view.calls = []
    stage.rotate(to: .landscapeLeft, animated: false)
    #expect(view.calls.contains("traitCollectionDidChange"))
  }

  @Test func layerOverridesAreCalledByTheLayerMachinery() {
    let layer = RecordingLayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(layer.calls == ["action(bounds)", "bounds"])
    #expect(layer.needsDisplay())  // needsDisplay(forKey: "bounds") is true
    layer.displayIfNeeded()
    #expect(layer.calls.last == "display")
    layer.position = CGPoint(x: 5, y: 5)
    #expect(layer.calls.suffix(2) == ["action(position)", "position"])
    #expect(!layer.needsDisplay())
    layer.setNeedsLayout()
    layer.layoutIfNeeded()
    #expect(layer.calls.last == "layoutSublayers")
  }

  @Test func layerHitTestingFindsTheFrontmostSublayer() {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let back = CALayer()
    back.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
    let front = CALayer()
    front.frame = CGRect(x: 30, y: 30, width: 50, height: 50)
    root.addSublayer(back)
    root.addSublayer(front)
    #expect(root.hitTest(CGPoint(x: 40, y: 40)) === front)
    #expect(root.hitTest(CGPoint(x: 15, y: 15)) === back)
    #expect(root.hitTest(CGPoint(x: 95, y: 5)) === root)
    #expect(root.hitTest(CGPoint(x: 150, y: 5)) == nil)
    front.isHidden = true
    #expect(root.hitTest(CGPoint(x: 40, y: 40)) === back)
  }

  @Test func controllerOverridesAreCalledByLoadingAndLayout() {
    let controller = RecordingController()
    let stage = stage(root: controller)
    #expect(controller.calls.prefix(2) == ["loadView", "viewDidLoad"])
    #expect(controller.calls.contains("viewSafeAreaInsetsDidChange"))
    let firstLayout = controller.calls.firstIndex(of: "viewWillLayoutSubviews")
    let safeArea = controller.calls.firstIndex(of: "viewSafeAreaInsetsDidChange")
    #expect(safeArea! < firstLayout!)
    #expect(controller.calls.contains("viewDidLayoutSubviews"))
    controller.calls = []
    let nav = UINavigationController()
    controller.fakeNavigation = nav
    #expect(controller.navigationController === nav)
    stage.run { controller.show(UIViewController(), sender: nil) }
    #expect(controller.calls == ["show"])
  }

  @Test func presentationControllerOverridesDecideAdaptation() {
    final class Compact: UIPresentationController {
      override func adaptivePresentationStyle(for traitCollection: UITraitCollection)
        -> UIModalPresentationStyle
      {
        .overFullScreen
      }
      override var presentedViewController: UIViewController {
        super.presentedViewController
      }
    }
    let presented = UIViewController()
    let pc = Compact(presentedViewController: presented, presenting: nil)
    #expect(pc.adaptivePresentationStyle == .overFullScreen)
    #expect(pc.presentedViewController === presented)
  }
}
