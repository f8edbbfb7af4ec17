// Associated objects as iOS extensions write them (Toast, CardPresentationController), against
// the drop-in UIKit.
import Foundation
import Testing
import UIKit

/// Keys as iOS code declares them: static variables whose addresses name the associations.
private enum Keys {
  nonisolated(unsafe) static var label: UInt8 = 0
  nonisolated(unsafe) static var tracker: UInt8 = 0
  nonisolated(unsafe) static var title: UInt8 = 0
}

/// Counts its deinits, to see when an association releases it.
private final class Tracker {
  nonisolated(unsafe) static var freed = 0
  deinit { Tracker.freed += 1 }
}

extension UIView {
  fileprivate var badge: String? {
    get { objc_getAssociatedObject(self, &Keys.label) as? String }
    set {
      objc_setAssociatedObject(self, &Keys.label, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }
}

@MainActor @Suite(.serialized) struct AssociatedObjectTests {
  @Test func aValueIsKeptPerObjectAndPerKey() {
    let first = UIView()
    let second = UIView()
    first.badge = "new"
    #expect(first.badge == "new")
    #expect(second.badge == nil)
    #expect(objc_getAssociatedObject(first, &Keys.title) == nil)
    first.badge = nil
    #expect(first.badge == nil)
  }

  @Test func retainKeepsTheValueAliveAndSettingNilReleasesIt() {
    let view = UIView()
    let before = Tracker.freed
    objc_setAssociatedObject(view, &Keys.tracker, Tracker(), .OBJC_ASSOCIATION_RETAIN)
    #expect(Tracker.freed == before)
    #expect(objc_getAssociatedObject(view, &Keys.tracker) is Tracker)
    objc_setAssociatedObject(view, &Keys.tracker, nil, .OBJC_ASSOCIATION_RETAIN)
    #expect(Tracker.freed == before + 1)
  }

  @Test func assignDoesNotRetain() {
    let view = UIView()
    var tracker: Tracker? = Tracker()
    objc_setAssociatedObject(view, &Keys.tracker, tracker, .OBJC_ASSOCIATION_ASSIGN)
    #expect(objc_getAssociatedObject(view, &Keys.tracker) as? Tracker === tracker)
    let before = Tracker.freed
    tracker = nil
    #expect(Tracker.freed == before + 1)
    #expect(objc_getAssociatedObject(view, &Keys.tracker) == nil)
  }

  @Test func copyStoresACopyOfACopyableValue() {
    let view = UIView()
    let title = NSMutableString(string: "Sheet")
    objc_setAssociatedObject(view, &Keys.title, title, .OBJC_ASSOCIATION_COPY_NONATOMIC)
    title.append(" (edited)")
    #expect(objc_getAssociatedObject(view, &Keys.title) as? String == "Sheet")
    objc_setAssociatedObject(view, &Keys.title, title, .OBJC_ASSOCIATION_COPY)
    #expect(objc_getAssociatedObject(view, &Keys.title) as? String == "Sheet (edited)")
  }

  @Test func removeAssociatedObjectsReleasesEveryValue() {
    let view = UIView()
    let before = Tracker.freed
    objc_setAssociatedObject(view, &Keys.tracker, Tracker(), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    view.badge = "gone"
    objc_removeAssociatedObjects(view)
    #expect(Tracker.freed == before + 1)
    #expect(view.badge == nil)
  }

  @Test func valuesAreReleasedWithTheirObject() {
    let before = Tracker.freed
    do {
      let view = UIView()
      objc_setAssociatedObject(view, &Keys.tracker, Tracker(), .OBJC_ASSOCIATION_RETAIN)
    }
    // The freed view's entry is dropped at the next call into the table.
    let other = UIView()
    #expect(objc_getAssociatedObject(other, &Keys.tracker) == nil)
    #expect(Tracker.freed == before + 1)
  }
}
