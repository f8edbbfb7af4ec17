import Foundation
import Testing

@testable import HeadlessUIKit

/// A controller that overrides the rotation callbacks of iOS 2–7, as older side menus do.
@MainActor private final class RotatingController: UIViewController {
  var calls: [String] = []
  var alphaDuringAnimation: CGFloat?
  override func willRotate(
    to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval
  ) {
    calls.append("willRotate(\(toInterfaceOrientation.rawValue), \(duration))")
  }
  override func willAnimateRotation(
    to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval
  ) {
    calls.append("willAnimateRotation(\(toInterfaceOrientation.rawValue))")
    view.alpha = 0.5
  }
  override func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
    calls.append("didRotate(\(fromInterfaceOrientation.rawValue))")
  }
}

/// A view whose baseline is a label inside it, through the pre-iOS 9 override point.
@MainActor private final class WrappingView: UIView {
  let label = UILabel()
  override func forBaselineLayout() -> UIView { label }
}

/// A label that draws its layer itself, as a marquee label draws only its background.
@MainActor private final class LayerDrawingLabel: UILabel {
  var layerDraws = 0
  var forwarded: [Bool] = []
  override func draw(_ layer: CALayer, in ctx: CGContext) {
    layerDraws += 1
    ctx.setFillColor(UIColor.red.cgColor)
    ctx.fill(layer.bounds)
  }
  override var adjustsFontForContentSizeCategory: Bool {
    didSet { forwarded.append(adjustsFontForContentSizeCategory) }
  }
  override var appliedContentSizeCategoryLimitsDescription: String { "forwarded" }
}

@MainActor @Suite struct LegacyOverridePointsTests {
  @Test func rotatingSendsTheOldRotationCallbacksAroundTheAnimation() {
    let stage = Stage(device: .iPhone15Pro)
    let root = RotatingController()
    stage.run { stage.window.rootViewController = root }
    stage.advance(to: 0.1)
    stage.rotate(to: .landscapeRight)
    let portrait = UIInterfaceOrientation.portrait.rawValue
    let right = UIInterfaceOrientation.landscapeRight.rawValue
    #expect(root.calls == ["willRotate(\(right), 0.3)", "willAnimateRotation(\(right))"])
    stage.advance(to: 0.25)
    // The change made in willAnimateRotation animates with the rotation.
    let alpha = root.view.layer.presentation()?.opacity ?? 1
    #expect(alpha > 0.5 && alpha < 1)
    stage.advance(to: 1)
    #expect(root.calls.last == "didRotate(\(portrait))")
    #expect(stage.run { root.interfaceOrientation } == .landscapeRight)
  }

  @Test func theFirstAndLastBaselinesFollowTheOldOverride() {
    let view = WrappingView()
    #expect(view.forLastBaselineLayout === view.label)
    #expect(view.forFirstBaselineLayout === view.label)
    let plain = UIView()
    #expect(plain.forFirstBaselineLayout === plain)
  }

  @Test func aLabelThatDrawsItsLayerReplacesItsTextDrawing() {
    let (stage, root) = stageWithRootView()
    let label = LayerDrawingLabel(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
    label.text = "Hidden"
    stage.run { root.addSubview(label) }
    stage.advance(to: 0.1)
    #expect(label.layerDraws == 1)
    let image = label.layer.contents as? CGImage
    let pixel = image?.renderImage.bitmap.pixel(x: 3, y: 3)
    #expect(pixel?.r == 255 && pixel?.g == 0)
    label.adjustsFontForContentSizeCategory = true
    #expect(label.forwarded == [true])
    #expect(label.appliedContentSizeCategoryLimitsDescription == "forwarded")
  }

  @Test func batchUpdatesTakeAClosureThatDoesNotEscape() {
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100),
      collectionViewLayout: UICollectionViewFlowLayout())
    var ran = false
    func update(_ body: () -> Void) {
      collection.performBatchUpdates({ body() }, completion: nil)
    }
    update { ran = true }
    #expect(ran)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    var tableRan = false
    func updateTable(_ body: () -> Void) { table.performBatchUpdates({ body() }) }
    updateTable { tableRan = true }
    #expect(tableRan)
  }

  @Test func aBlackBarTakesTheDarkAppearanceAndTheZeroConstantsExist() {
    let bar = UINavigationBar()
    bar.barStyle = .black
    #expect(bar.traitCollection.userInterfaceStyle == .dark)
    let toolbar = UIToolbar()
    toolbar.barStyle = .black
    toolbar.barStyle = .default
    #expect(toolbar.overrideUserInterfaceStyle == .unspecified)
    #expect(CGRectZero == .zero && CGPointZero == .zero && CGSizeZero == .zero)
  }
}
