@objc public protocol Layout {
    @objc optional func prepare(in view: UIView) -> [NSLayoutConstraint]
    @objc optional func alpha() -> CGFloat
}

extension Layout {
    public func prepare(in view: UIView) -> [NSLayoutConstraint] { [] }
}

