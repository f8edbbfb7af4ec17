#if canImport(SwiftUI)
import SwiftUI
#endif
#if os(macOS)
let mac = true
#else
let mac = false
#endif
#if targetEnvironment(macCatalyst)
let catalyst = true
#endif

