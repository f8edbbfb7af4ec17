import Foundation
import Testing

@testable import HeadlessUIKit

/// Forms iOS code reaches through the Objective-C runtime and Core Foundation: plain `UIColor()`
/// and `UIFont()`, `Bundle.loadNibNamed`, a class's `description()`, and
/// `CFAbsoluteTimeGetCurrent()`.
@MainActor @Suite struct PortedFormsTests {
  final class ToastView: UIView {}

  @Test func plainColoursAndFontsArePlaceholders() {
    var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (1, 1, 1, 1)
    #expect(UIColor().getRed(&r, green: &g, blue: &b, alpha: &a))
    #expect(r == 0 && g == 0 && b == 0 && a == 0)
    #expect(UIFont().pointSize == UIFont.systemFontSize)
    #expect(UIFont().fontName == UIFont.systemFont(ofSize: 14).fontName)
  }

  @Test func loadingANibRaisesAsIOSDoesForAMissingOneAndReturnsNil() {
    let stage = Stage()
    var loaded: [Any]? = [1]
    stage.run { loaded = Bundle.main.loadNibNamed("ToastView", owner: nil, options: nil) }
    #expect(loaded == nil)
    #expect(stage.exception?.name == "NSInternalInconsistencyException")
    #expect(stage.exception?.reason.contains("with name 'ToastView'") == true)
  }

  @Test func aClassDescribesItselfByModuleAndName() {
    #expect(ToastView.description() == "HeadlessUIKitTests.PortedFormsTests.ToastView")
    #expect(ToastView.description().components(separatedBy: ".").last == "ToastView")
    #expect(ToastView().description != ToastView.description())
  }

  @Test func absoluteTimeFollowsTheStageClock() {
    let stage = Stage()
    let start = stage.run { CFAbsoluteTimeGetCurrent() }
    stage.advance(to: 0.75)
    let later = stage.run { CFAbsoluteTimeGetCurrent() }
    #expect(later - start == 0.75)
    #expect(CFAbsoluteTimeGetCurrent() > 700_000_000)  // off a stage: the system clock
  }
}
