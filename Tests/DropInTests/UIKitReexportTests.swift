// On iOS, UIKit re-exports CoreGraphics and QuartzCore: a file importing only UIKit may name
// those modules. This file imports nothing else on purpose.
import Testing
import UIKit

@MainActor @Suite struct UIKitReexportTests {
  @Test func coreGraphicsMathResolvesThroughUIKitAlone() {
    // FloatingPanel writes `CoreGraphics.log(decelerationRate)` with only `import UIKit`.
    let rate: CGFloat = 0.998
    let logarithm: CGFloat = CoreGraphics.log(rate)
    #expect(abs(logarithm - CGFloat(Foundation.log(Double(rate)))) < 1e-15)
    #expect(CoreGraphics.sqrt(CGFloat(9)) == 3)
    #expect(CoreGraphics.pow(CGFloat(2), CGFloat(10)) == 1024)
    #expect(CoreGraphics.exp(CGFloat(0)) == 1)
  }

  @Test func quartzCoreAndCoreGraphicsTypesResolveThroughUIKitAlone() {
    let layer: QuartzCore.CALayer = CALayer()
    layer.cornerRadius = 4
    #expect(layer.cornerRadius == 4)
    let color: CoreGraphics.CGColor = UIColor.blue.cgColor
    #expect(color.alpha == 1)
  }
}
