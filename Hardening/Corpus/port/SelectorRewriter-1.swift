class CardViewController: UIViewController {
  func setUp() {
    let pan = UIPanGestureRecognizer(target: self, action: #selector(didPan(_:)))
    view.addGestureRecognizer(pan)
  }
  func didPan(_ recognizer: UIPanGestureRecognizer) {}
}
