final class Menu: UINavigationController {
    var width: CGFloat = 0

    /// Whether the menu is anywhere on screen.
    open override var isHidden: Bool {
        return super.isHidden
    }

    override var level: Int {
        get { super.level }
        set { super.level = newValue }
    }

    override func refresh(_ animated: Bool, after delay: Double) {
        super.refresh(animated, after: delay)
    }
}

