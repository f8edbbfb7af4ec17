extension Sheet {
  override func containerViewWillLayoutSubviews() {}
  func plain() {}
}

