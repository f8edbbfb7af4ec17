import Testing

@testable import HeadlessUIKit

final class ClassNameTop: NSObject {}

enum ClassNameFixtures {
  final class Handle: NSObject {}
  struct Parts { final class Grabber {} }
}

@MainActor struct ClassNameTests {
  @Test func uikitClassesAreNamedAsOnIOS() {
    #expect(NSStringFromClass(UIView.self) == "UIView")
    #expect(NSStringFromClass(UINavigationController.self) == "UINavigationController")
    #expect(NSStringFromClass(CALayer.self) == "CALayer")
    #expect(NSStringFromClass(NSObject.self) == "NSObject")
    #expect(NSClassFromString("UIView") == UIView.self)
    #expect(NSClassFromString("CAShapeLayer") == CAShapeLayer.self)
    #expect(NSClassFromString("NSObject") == NSObject.self)
  }

  @Test func swiftClassesAreNamedByModuleAndReadBack() {
    #expect(NSStringFromClass(ClassNameTop.self) == "HeadlessUIKitTests.ClassNameTop")
    #expect(NSClassFromString("HeadlessUIKitTests.ClassNameTop") == ClassNameTop.self)
    // A nested class has its mangled name, which reads back whatever the enclosing types are.
    let handle = NSStringFromClass(ClassNameFixtures.Handle.self)
    #expect(handle == "_TtCC18HeadlessUIKitTests17ClassNameFixtures6Handle")
    #expect(NSClassFromString(handle) == ClassNameFixtures.Handle.self)
    let grabber = NSStringFromClass(ClassNameFixtures.Parts.Grabber.self)
    #expect(NSClassFromString(grabber) == ClassNameFixtures.Parts.Grabber.self)
    #expect(NSClassFromString("_TtCC18HeadlessUIKitTests17ClassNameFixtures7Missing") == nil)
    #expect(NSClassFromString("NoSuchClass") == nil)
  }
}
