#if (os(iOS) || os(tvOS)) && !targetEnvironment(macCatalyst)
let touch = true
#else
let touch = false
#endif
#if !canImport(UIKit)
let headless = true
#endif
