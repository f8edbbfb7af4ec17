@objc public protocol CardDelegate: class {
    @objc optional func cardDidClose()
    func cardWillOpen()
}

final class Card {
    weak var delegate: CardDelegate?
    func close() { delegate?.cardDidClose?() }
}
