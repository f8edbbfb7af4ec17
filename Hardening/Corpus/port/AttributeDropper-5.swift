class Panel {
  var isOn: Bool {
    @objc(setOn:) set { store = newValue }
    @objc(isOn) get { store }
  }
}
