final class Router: NSObject {
    weak var target: NSObject?

    override func responds(to aSelector: Selector!) -> Bool {
        target?.responds(to: aSelector) == true
    }
}

