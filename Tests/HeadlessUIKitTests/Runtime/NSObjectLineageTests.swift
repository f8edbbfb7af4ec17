import Foundation
import Testing

@testable import HeadlessUIKit

/// A protocol a library adopts on `NSObject` and then uses on views.
private protocol Tagged: AnyObject {}

extension Tagged {
  var tagName: String { "\(type(of: self))" }
}

extension NSObject: Tagged {}

/// A generic holder that needs `Equatable`, as libraries write for their own state.
private struct Holder<Value: Equatable> {
  var value: Value
  func holds(_ other: Value) -> Bool { value == other }
}

@MainActor @Suite struct NSObjectLineageTests {
  @Test func viewsControllersAndRecognizersCompareByIdentity() {
    let a = UIView()
    let b = UIView()
    #expect(a == a)
    #expect(a != b)
    #expect(a.isEqual(a) && !a.isEqual(b) && !a.isEqual(nil))
    let nav = UINavigationController()
    #expect(Holder(value: nav).holds(nav))
    #expect(!Holder(value: nav).holds(UINavigationController()))
    let pan = UIPanGestureRecognizer()
    let tap = UITapGestureRecognizer()
    #expect(pan.isEqual(pan) && !pan.isEqual(tap))
    switch a {
    case b: Issue.record("matched another view")
    case a: break
    default: Issue.record("did not match itself")
    }
  }

  @Test func identityHashesAndSetsOfUIKitObjects() {
    let views = (0..<8).map { _ in UIView() }
    let set = Set(views + views)
    #expect(set.count == 8)
    #expect(views.allSatisfy { $0.hash == $0.hash && set.contains($0) })
    let layer = CALayer()
    #expect(Set([layer, layer, CALayer()]).count == 2)
  }

  @Test func kindAndMembershipFollowTheClassTree() {
    let window = UIWindow(frame: .zero)
    #expect(window.isKind(of: UIView.self))
    #expect(window.isKind(of: UIResponder.self))
    #expect(window.isKind(of: NSObject.self))
    #expect(!window.isMember(of: UIView.self))
    #expect(window.isMember(of: UIWindow.self))
    #expect(!UIViewController().isKind(of: UIView.self))
    #expect(CABasicAnimation().isKind(of: CAAnimation.self))
    #expect(UIBarButtonItem().isKind(of: UIBarItem.self))
  }

  @Test func anNSObjectExtensionReachesViews() {
    #expect(UIView().tagName == "UIView")
    #expect(CALayer().tagName == "CALayer")
  }

  @Test func everyUIKitBaseClassIsAnNSObject() {
    let objects: [AnyObject] = [
      UIResponder(), UIView(), UIViewController(), CALayer(), CABasicAnimation(),
      UIGestureRecognizer(), UIBarButtonItem(), UINavigationItem(title: "t"),
      UITraitCollection(), UIColor.red, UIFont.systemFont(ofSize: 12), UIImage(), UIEvent(),
      UIPercentDrivenInteractiveTransition(), UICubicTimingParameters(),
      UISpringTimingParameters(), UIAlertAction(title: nil, style: .default),
      CAMediaTimingFunction(name: .linear), UIBezierPath(),
      UIPresentationController(presentedViewController: UIViewController(), presenting: nil),
      UIViewPropertyAnimator(duration: 1, curve: .linear),
    ]
    for o in objects { #expect(o is NSObject, "\(type(of: o)) is not an NSObject") }
  }

  @Test func valueClassesCompareByValueAndHashAlike() {
    #expect(
      UIColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(
      UIColor(red: 1, green: 0, blue: 0, alpha: 1).hash
        == UIColor(red: 1, green: 0, blue: 0, alpha: 1).hash)
    #expect(UIColor.white != UIColor(red: 1, green: 1, blue: 1, alpha: 1))
    #expect(!UIColor.red.isEqual(UIFont.systemFont(ofSize: 1)))
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    #expect(dark == UITraitCollection(userInterfaceStyle: .dark))
    #expect(dark.hash == UITraitCollection(userInterfaceStyle: .dark).hash)
    #expect(dark != UITraitCollection(userInterfaceStyle: .light))
    #expect(Set([UIFont.systemFont(ofSize: 12), UIFont.systemFont(ofSize: 12)]).count == 1)
    #expect(CAMediaTimingFunction(name: .linear) == CAMediaTimingFunction(name: .linear))
    #expect(CAMediaTimingFunction(name: .linear) != CAMediaTimingFunction(name: .easeIn))
  }

  @Test func descriptionsAreNSObjectsUnlessUIKitPrintsMore() {
    let view = UIView()
    #expect(view.description.hasPrefix("<") && view.description.contains("UIView"))
    #expect(UIColor.red.description.hasPrefix("UIExtendedSRGBColorSpace 1 0 0 1"))
    #expect("\(UITraitCollection(userInterfaceStyle: .dark))".contains("UserInterfaceStyle = dark"))
  }

  @Test func animationsCopyThroughNSObject() throws {
    let a = CABasicAnimation(keyPath: "opacity")
    a.duration = 2
    let copy = try #require(a.copy() as? CABasicAnimation)
    #expect(copy !== a)
    #expect(copy.duration == 2 && copy.keyPath == "opacity")
  }
}
