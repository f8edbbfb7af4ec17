#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif
struct A {
    #if os(iOS)
        let inset: CGFloat = 20
    #else
        let inset: CGFloat = 0
    #endif
}
