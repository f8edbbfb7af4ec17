        return nil
    }
    #else
    // No message forwarding on Linux: each UIGestureRecognizerDelegate method goes to the first
    // of forwardingTarget(for:)'s objects that implements it.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        DelegateForwarding.first(
            of: [proxy, origin],
            implementing: "gestureRecognizerShouldBegin(_:)"
        ) { (target: UIGestureRecognizerDelegate) in
            target.gestureRecognizerShouldBegin(gestureRecognizer)
        } ?? true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, \
shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
