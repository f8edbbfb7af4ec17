@_exported import Geometry
@_exported import Glibc

// `import CoreGraphics` brings `CGFloat`, `CGPoint`, `CGSize`, `CGRect` and their math (on Linux
// Foundation declares them), and `CGAffineTransform`; so does HeadlessCoreGraphics. Not the rest
// of Foundation: as on iOS, Core Graphics does not import it, and a module that brought it here
// would reach Foundation's queue, clock and timers past the stage's shadows of them, which
// HeadlessQuartzCore declares and must stand on every path a file has to Foundation.
@_exported import struct Foundation.CGFloat
@_exported import struct Foundation.CGPoint
@_exported import struct Foundation.CGRect
@_exported import enum Foundation.CGRectEdge
@_exported import struct Foundation.CGSize
