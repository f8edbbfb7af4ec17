import Foundation
import Testing

@testable import HeadlessUIKit

/// A view that names itself, as a custom control overrides its label on iOS.
@MainActor private final class NamedBadge: UIView {
  override var accessibilityLabel: String? {
    get { "Badge" }
    set {}
  }
}

/// The accessibility attributes read and set through `NSObject`, as code holding its elements
/// as `[NSObject]` does.
@MainActor @Suite struct NSObjectAccessibilityTests {
  @Test func aViewHeldAsNSObjectAnswersWithItsOwnProperties() {
    let view = UIView()
    let element: NSObject = view
    element.isAccessibilityElement = true
    element.accessibilityLabel = "Message"
    element.accessibilityTraits = .button
    #expect(view.isAccessibilityElement)
    #expect(view.accessibilityLabel == "Message")
    #expect(view.accessibilityTraits == .button)
    view.accessibilityHint = "Dismisses"
    #expect(element.accessibilityHint == "Dismisses")
  }

  @Test func anOverrideAnswersThroughNSObject() {
    let element: NSObject = NamedBadge()
    #expect(element.accessibilityLabel == "Badge")
    element.accessibilityLabel = "Other"
    #expect(element.accessibilityLabel == "Badge")
  }

  @Test func aPlainObjectKeepsItsAttributesUntilItGoes() {
    var element: NSObject? = NSObject()
    #expect(element?.isAccessibilityElement == false)
    #expect(element?.accessibilityLabel == nil)
    element?.isAccessibilityElement = true
    element?.accessibilityLabel = "Status"
    element?.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(element?.isAccessibilityElement == true)
    #expect(element?.accessibilityLabel == "Status")
    #expect(element?.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
    element?.accessibilityLabel = nil
    #expect(element?.accessibilityLabel == nil)
    #expect(NSObject().accessibilityLabel == nil)
    let before = AccessibilityAttributeTable.count
    element = nil
    #expect(AccessibilityAttributeTable.count == before - 1)
  }
}

/// A library's protocol for what a bar shows, with defaults, as tab bar libraries declare it.
@MainActor private protocol ShownItem: AnyObject {
  var accessibilityLabel: String? { get set }
}

extension ShownItem {
  var accessibilityLabel: String? {
    get { nil }
    set {}
  }
}

extension UINavigationItem: ShownItem {}

@MainActor @Suite struct BarItemAccessibilityTests {
  @Test func aNavigationItemsOwnLabelImplementsALibrarysRequirement() {
    let item = UINavigationItem(title: "Inbox")
    item.accessibilityLabel = "Inbox"
    let shown: any ShownItem = item
    #expect(shown.accessibilityLabel == "Inbox")
  }

  @Test func aBarItemHeldAsNSObjectAnswersWithItsOwnProperties() {
    let item = UIBarButtonItem()
    let element: NSObject = item
    element.accessibilityLabel = "Finish"
    element.isAccessibilityElement = true
    #expect(item.accessibilityLabel == "Finish")
    #expect(item.isAccessibilityElement)
  }
}
