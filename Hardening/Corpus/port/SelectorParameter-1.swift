extension UIGestureRecognizer {
    convenience init(addTo view: UIView, target: Any, action: Selector) {
        self.init(target: target, action: action)
        view.addGestureRecognizer(self)
    }

    convenience init?(addTo view: UIView?, target: Any, action: Selector) {
        guard let view = view else { return nil }
        self.init(addTo: view, target: target, action: action)
    }
}

final class Menu {
    func pan(in view: UIView) -> UIPanGestureRecognizer {
        UIPanGestureRecognizer(addTo: view, target: self, action: #selector(didPan(_:)))
    }
    @objc func didPan(_ pan: UIPanGestureRecognizer) {}
}

