import UIKit

final class Panel: UIViewController {
    func setUp() {
        #if canImport(ObjectiveC)
        _ = Panel.swizzle
        #endif
        title = "Panel"
    }
}

#if canImport(ObjectiveC)
private var originalImp: IMP?
private typealias Dismiss = @convention(c) (AnyObject, Selector, Bool) -> Void
#endif

extension Panel {
    #if canImport(ObjectiveC)
    private static let swizzle: Void = {
        if let method = class_getInstanceMethod(UIViewController.self, #selector(dismiss)) {
            originalImp = method_setImplementation(method, originalImp!)
        }
    }()
    #endif
}

