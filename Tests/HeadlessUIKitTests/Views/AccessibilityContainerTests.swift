import Foundation
import Testing

@testable import HeadlessUIKit

/// A bar that lists its buttons as accessibility elements on demand, as tab bars in
/// libraries do by overriding the container methods.
@MainActor private final class ButtonBar: UIView {
  var buttons: [UIButton] = []
  override func accessibilityElementCount() -> Int { buttons.count }
  override func accessibilityElement(at index: Int) -> Any? { buttons[index] }
  override func index(ofAccessibilityElement element: Any) -> Int {
    buttons.firstIndex { $0 === element as AnyObject } ?? NSNotFound
  }
}

/// The UIAccessibilityContainer methods: answered from `accessibilityElements` by default,
/// and open for a container that builds its elements on demand.
@MainActor @Suite struct AccessibilityContainerTests {
  @Test func theDefaultsReadAccessibilityElements() {
    let view = UIView()
    let first = UIView()
    let second = UILabel()
    #expect(view.accessibilityElementCount() == 0 && view.accessibilityElement(at: 0) == nil)
    view.accessibilityElements = [first, second]
    #expect(view.accessibilityElementCount() == 2)
    #expect(view.accessibilityElement(at: 1) as AnyObject === second)
    #expect(view.accessibilityElement(at: 2) == nil)
    #expect(view.index(ofAccessibilityElement: second) == 1)
    #expect(view.index(ofAccessibilityElement: UIView()) == NSNotFound)
  }

  @Test func aContainerOverridesThem() {
    let bar = ButtonBar()
    bar.buttons = [UIButton(), UIButton(), UIButton()]
    let asked: UIResponder = bar
    #expect(asked.accessibilityElementCount() == 3)
    #expect(asked.accessibilityElement(at: 2) as AnyObject === bar.buttons[2])
    #expect(asked.index(ofAccessibilityElement: bar.buttons[1]) == 1)
  }
}
