import UIKit

extension NSObject: InitializableClass {}

open class Style: InitializableClass {
    required public init() {}
    static var slide: Style { Style { $0.width = 1 } }
    var width = 0
}

final class Menu {
    lazy var shade = UIView {
        $0.alpha = 0
    }
    func view(_ configure: (UIView) -> Void) -> UIView { UIView(configure) }
    func label() -> UILabel { UILabel.init { label in label.text = "" } }
    let worker = Thread { print(1) }
    let title = String(3)
    let recognizer = UIPanGestureRecognizer().with { $0.maximumNumberOfTouches = 1 }
}

