extension UIViewController {
    @objc var isHidden: Bool { presentingViewController == nil }
    @objc var level: Int {
        get { 0 }
        set {}
    }
    @objc func refresh(_ animated: Bool, after delay: Double = 0) {}
}

