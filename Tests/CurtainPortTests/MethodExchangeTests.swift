import CurtainPort
import Testing

/// A swizzle of a UIKit life-cycle method is ported into the form HeadlessUIKit routes.
@Suite struct MethodExchangeTests {
  /// Screen tracking as apps and analytics libraries write it.
  static let tracking = """
    import UIKit

    extension UIViewController {
        static func swizzleAppearance() {
            let originalSelector = #selector(viewWillAppear(_:))
            let swizzledSelector = #selector(tracked_viewWillAppear(_:))
            guard let originalMethod = class_getInstanceMethod(self, originalSelector),
                  let swizzledMethod = class_getInstanceMethod(self, swizzledSelector) else { return }
            method_exchangeImplementations(originalMethod, swizzledMethod)
        }

        @objc dynamic func tracked_viewWillAppear(_ animated: Bool) {
            self.tracked_viewWillAppear(animated)
            Tracker.shared.screenWillAppear(String(describing: type(of: self)))
        }
    }

    """

  @Test func aLifeCycleSwizzleIsPortedNotFenced() {
    let file = ported(Self.tracking)
    #expect(
      file.text.contains(
        #"let originalSelector = Selector("viewWillAppear:", UIViewController.viewWillAppear(_:))"#
      ))
    #expect(
      file.text.contains(
        #"let swizzledSelector = Selector("tracked_viewWillAppear:", UIViewController.tracked_viewWillAppear(_:))"#
      ))
    #expect(
      file.text.contains(
        #"self.perform(Selector("tracked_viewWillAppear:", UIViewController.tracked_viewWillAppear(_:)), with: animated)"#
      ))
    #expect(file.text.contains("method_exchangeImplementations(originalMethod, swizzledMethod)"))
    #expect(file.count(.objectiveCFence) == 0)
    #expect(file.count(.selectorValue) == 2)
    #expect(file.count(.swizzledCall) == 1)
    #expect(file.notes.isEmpty, "\(file.notes)")
  }

  @Test func aSwizzleOfOtherMethodsStaysFenced() {
    // Swift on Linux dispatches other methods through tables no one can change.
    let file = ported(
      """
      extension UIView {
          static func swizzleHitTest() {
              let a = class_getInstanceMethod(self, #selector(hitTest(_:with:)))!
              let b = class_getInstanceMethod(self, #selector(padded_hitTest(_:with:)))!
              method_exchangeImplementations(a, b)
          }
          func padded_hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
              padded_hitTest(point, with: event)
          }
      }

      """)
    #expect(file.count(.objectiveCFence) == 1)
    #expect(file.count(.swizzledCall) == 0)
    #expect(file.text.contains("padded_hitTest(point, with: event)\n"))
  }

  @Test func aSwizzleAddingMethodsStaysFenced() {
    let file = ported(
      """
      extension UIViewController {
          static func swizzle() {
              let original = class_getInstanceMethod(self, #selector(viewDidLoad))!
              let swizzled = class_getInstanceMethod(self, #selector(my_viewDidLoad))!
              if class_addMethod(self, #selector(viewDidLoad), method_getImplementation(swizzled),
                                 method_getTypeEncoding(swizzled)) {
                  class_replaceMethod(self, #selector(my_viewDidLoad), method_getImplementation(original),
                                      method_getTypeEncoding(original))
              } else {
                  method_exchangeImplementations(original, swizzled)
              }
          }
          func my_viewDidLoad() { my_viewDidLoad() }
      }

      """)
    #expect(file.count(.objectiveCFence) == 1)
    #expect(file.count(.swizzledCall) == 0)
  }
}
