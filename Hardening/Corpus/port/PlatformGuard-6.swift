#if DEBUG
let log = true
#elseif swift(>=5.9) || compiler(>=6)
let log = false
#else
let log = false
#endif

