extension UIViewController {
  @objc var isHidden: Bool { presentingViewController == nil }
  @objc func refresh() {}
}

