// Files written for iOS import Apple's module names; with the drop-ins they compile on Linux
// as they are.
import CoreGraphics
import QuartzCore
import Testing
import UIKit

@MainActor @Suite struct ImportTests {
  @Test func uikitNamesResolveThroughTheDropIn() {
    let view: UIKit.UIView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
    view.backgroundColor = .systemRed
    #expect(view.layer.bounds.size == CGSize(width: 10, height: 20))
    let controller = UIViewController()
    #expect(controller.isKind(of: UIResponder.self))
  }

  /// What `curtain port` writes for `Darwin.sin` and `Darwin.time_t` in a file importing UIKit
  /// alone: Foundation's module name reaches the C library through UIKit.
  @Test func darwinCallsPortedToFoundationResolve() {
    let angle = CGFloat(Foundation.sin(Double.pi / 2))
    let now: Foundation.time_t = Foundation.time(nil)
    #expect(angle == 1 && now > 0)
  }

  @Test func quartzCoreAndCoreGraphicsNamesResolve() {
    let layer: QuartzCore.CALayer = CALayer()
    layer.transform = CATransform3DMakeScale(2, 2, 1)
    #expect(CATransform3DIsIdentity(layer.transform) == false)
    let color: CoreGraphics.CGColor = UIColor.red.cgColor
    #expect(color.alpha == 1)
    let transform: CGAffineTransform = .identity
    #expect(transform.isIdentity)
  }

  @Test func moduleQualifiedCLibraryFunctionsWork() {
    // FloatingPanel writes `CoreGraphics.log(rate)` to pick the C library's natural logarithm.
    let rate: CGFloat = 0.998
    #expect(abs(CoreGraphics.log(rate) - Foundation.log(rate)) < 1e-15)
    #expect(CoreGraphics.sqrt(CGFloat(4)) == 2)
  }
}
