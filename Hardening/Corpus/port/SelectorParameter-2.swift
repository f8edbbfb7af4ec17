    convenience init<Target: AnyObject, Sender>(addTo view: UIView, target: Target, \
action: @escaping (Target) -> (Sender) -> Void) {
        self.init(target: target, action: action)
        view.addGestureRecognizer(self)
    }

    convenience init<Target: AnyObject>(addTo view: UIView, target: Target, \
action: @escaping (Target) -> () -> Void) {
