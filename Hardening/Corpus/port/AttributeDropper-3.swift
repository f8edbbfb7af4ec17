final class A {
  /// Documented.
  @objc // called from the menu
  @discardableResult func run() -> Bool { true }
  @available(iOS 13, *) @objc public func later() {}
}
