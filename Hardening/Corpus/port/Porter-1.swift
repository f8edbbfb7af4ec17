import UIKit

@objc protocol CardDelegate {
    @objc optional func cardDidClose(_ card: CardViewController)
}

final class CardViewController: UIViewController {
    weak var delegate: CardDelegate?
    @IBOutlet weak var grabber: UIView!

    override func viewDidLoad() {
        super.viewDidLoad()
        #if os(iOS)
        let pan = UIPanGestureRecognizer(target: self, action: #selector(didPan(_:)))
        #else
        let pan = NSPanGestureRecognizer(target: self, action: #selector(didPan(_:)))
        #endif
        grabber.addGestureRecognizer(pan)
    }

    @objc func didPan(_ pan: UIPanGestureRecognizer) {
        delegate?.cardDidClose?(self)
    }
}

