// `import MobileCoreServices` on Linux: the uniform type identifiers of Core Services
// (`kUTTypeGIF`, `kUTTypeImage`, …) and the test of one conforming to another
// (`UTTypeConformsTo`), as iOS code before `UniformTypeIdentifiers` writes them. On iOS the
// framework brings Core Foundation's `CFString`; Curtain declares it in Core Graphics (a Swift
// `String`), which comes along here. Add the product only for Linux.
@_exported import CoreGraphics
