// `import CoreGraphics` on Linux. Foundation brings `CGFloat`, `CGPoint`, `CGSize` and `CGRect`,
// Geometry `CGAffineTransform`, and HeadlessUIKit `CGColor`, `CGPath` and `CGImage`, so this
// module exports HeadlessUIKit whole; module-qualified names such as `CoreGraphics.log` reach the
// C library's functions through Foundation, as on iOS. Add the product only for Linux.
@_exported import HeadlessUIKit
