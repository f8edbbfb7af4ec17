final class Adapter {
    var layout: Layout?
    func apply(_ view: UIView) {
        if let constraints = layout?.prepare?(in: view) { NSLayoutConstraint.activate(constraints) }
        view.alpha = layout?.alpha?() ?? 0.3
    }
}

