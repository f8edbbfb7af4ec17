import Foundation
import Testing

@testable import HeadlessUIKit

/// A label that forwards its properties to another by key, as marquee and padded labels do.
@MainActor private final class ForwardingLabel: UILabel {
  let inner = UILabel()
  func forward(_ keys: [String]) {
    for key in keys { inner.setValue(super.value(forKey: key), forKeyPath: key) }
  }
}

/// A view that answers a key of its own, as a subclass overriding the undefined-key hook does.
@MainActor private final class ExtraKeyView: UIView {
  var extras: [String: Any] = [:]
  override func value(forUndefinedKey key: String) -> Any? { extras[key] }
  override func setValue(_ value: Any?, forUndefinedKey key: String) { extras[key] = value }
}

@MainActor @Suite struct KeyValueCodingTests {
  @Test func aLabelsPropertiesCopyToAnotherByTheirObjectiveCNames() {
    let label = ForwardingLabel()
    label.textAlignment = .center
    label.numberOfLines = 3
    label.isEnabled = false
    label.shadowOffset = CGSize(width: 2, height: 1)
    label.lineBreakMode = .byWordWrapping
    label.minimumScaleFactor = 0.5
    label.forward([
      "textAlignment", "numberOfLines", "enabled", "shadowOffset", "lineBreakMode",
      "minimumScaleFactor", "userInteractionEnabled", "contentMode",
    ])
    #expect(label.inner.textAlignment == .center)
    #expect(label.inner.numberOfLines == 3)
    #expect(label.inner.isEnabled == false)
    #expect(label.inner.shadowOffset == CGSize(width: 2, height: 1))
    #expect(label.inner.lineBreakMode == .byWordWrapping)
    #expect(label.inner.minimumScaleFactor == 0.5)
  }

  @Test func valuesComeBackBoxedAsObjectiveCBoxesThem() {
    let label = UILabel()
    label.textAlignment = .right
    label.text = "Hello"
    // An enumeration reads as its raw value; a Boolean by its key or its getter's name.
    #expect(label.value(forKey: "textAlignment") as? Int == NSTextAlignment.right.rawValue)
    #expect(label.value(forKey: "text") as? String == "Hello")
    #expect(label.value(forKey: "hidden") as? Bool == false)
    #expect(label.value(forKey: "isHidden") as? Bool == false)
    #expect(label.value(forKey: "highlightedTextColor") == nil)
  }

  @Test func setValueConvertsNumbersAndRawValues() {
    let view = UIView()
    view.setValue(0.25, forKey: "alpha")
    view.setValue(1, forKey: "hidden")
    view.setValue(UIView.ContentMode.center.rawValue, forKey: "contentMode")
    #expect(view.alpha == 0.25)
    #expect(view.isHidden)
    #expect(view.contentMode == .center)
    let controller = UIViewController()
    controller.setValue(true, forKey: "modalInPresentation")
    #expect(controller.isModalInPresentation)
  }

  @Test func keyPathsFollowIntoTheLayer() {
    let view = UIView()
    view.setValue(CGFloat(12), forKeyPath: "layer.cornerRadius")
    #expect(view.layer.cornerRadius == 12)
    #expect(view.value(forKeyPath: "layer.cornerRadius") as? CGFloat == 12)
  }

  @Test func anUnknownKeyRaisesUIKitsExceptionOnTheStage() {
    let (stage, _) = stageWithRootView()
    let label = UILabel()
    stage.run { _ = label.value(forKey: "marqueeSpeed") }
    #expect(stage.exception?.name == "NSUnknownKeyException")
    #expect(
      stage.exception?.reason.hasSuffix(
        "valueForUndefinedKey:]: this class is not key value coding-compliant for the key "
          + "marqueeSpeed.") == true)
  }

  @Test func nilForAScalarRaisesAndSubclassesCanTakeUnknownKeys() {
    let (stage, _) = stageWithRootView()
    let view = ExtraKeyView()
    view.setValue("left", forKey: "anchor")
    #expect(view.value(forKey: "anchor") as? String == "left")
    stage.run { UILabel().setValue(nil, forKey: "numberOfLines") }
    #expect(stage.exception?.name == "NSInvalidArgumentException")
  }

  @Test func aBarButtonItemsViewIsTheOneItsBarShows() {
    let stage = Stage(device: .iPhone15Pro)
    let root = UIViewController()
    let item = UIBarButtonItem(title: "Edit")
    root.navigationItem.rightBarButtonItem = item
    stage.run { stage.window.rootViewController = UINavigationController(rootViewController: root) }
    stage.advance(to: 0.1)
    let view = item.value(forKey: "view") as? UIView
    #expect(view?.window === stage.window)
    #expect((view?.frame.width ?? 0) > 0)
  }
}
