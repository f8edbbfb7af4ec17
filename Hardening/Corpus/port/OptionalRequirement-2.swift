public protocol CardDelegate: class {
    func cardDidClose()
    func cardWillOpen()
}

// Defaults for the optional requirements: each does what callers saw when a
// conforming type did not implement it (written by curtain-port).
extension CardDelegate {
    public func cardDidClose() {}
}

final class Card {
    weak var delegate: CardDelegate?
    func close() { delegate?.cardDidClose() }
}
