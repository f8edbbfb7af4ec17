class Sheet: UIPresentationController {
    var inset: CGFloat = 0
}

extension Sheet {

    /// Lays out the card.
    @available(iOS 13, *)
    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
    }

    func plain() {}
}

extension Sheet {
    override var shouldPresentInFullscreen: Bool { false }
}

