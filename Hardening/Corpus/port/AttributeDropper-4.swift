final class A {
  /// Documented.
  // called from the menu
  @discardableResult func run() -> Bool { true }
  @available(iOS 13, *) public func later() {}
}
