final class Box {
    var stored: Selector?
    func keep(target: Any, action: Selector) { stored = action }
}

