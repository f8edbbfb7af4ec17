extension NSObject: Buildable {}

let shade = UIView { $0.alpha = 0 }

