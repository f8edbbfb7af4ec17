import UIKit

final class Panel: UIViewController {
    func setUp() {
        _ = Panel.swizzle
        title = "Panel"
    }
}

private var originalImp: IMP?
private typealias Dismiss = @convention(c) (AnyObject, Selector, Bool) -> Void

extension Panel {
    private static let swizzle: Void = {
        if let method = class_getInstanceMethod(UIViewController.self, #selector(dismiss)) {
            originalImp = method_setImplementation(method, originalImp!)
        }
    }()
}

