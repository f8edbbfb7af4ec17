class Sheet: UIPresentationController {
    var inset: CGFloat = 0

    /// Lays out the card.
    @available(iOS 13, *)
    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
    }

    override var shouldPresentInFullscreen: Bool { false }
}

extension Sheet {

    func plain() {}
}

