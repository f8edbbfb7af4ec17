final class Swizzler {
    func install() {
        _ = class_getInstanceMethod(Swizzler.self, #selector(install))
    }
}

final class Panel {
    func install() {}
    func setUp() {
        install()
    }
}

