// `import QuartzCore` on Linux: Core Animation (`CALayer`, `CAAnimation`, `CATransaction`,
// `CADisplayLink`…) from HeadlessQuartzCore, and Core Graphics with it, as on iOS. Not UIKit:
// a file that needs views imports UIKit. Add the product only for Linux.
@_exported import CoreGraphics
@_exported import HeadlessQuartzCore
