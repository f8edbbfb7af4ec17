#if os(iOS) && DEBUG
let log = true
#elseif canImport(UIKit) && (swift(>=5.9) || compiler(>=6))
let log = false
#else
let log = false
#endif
