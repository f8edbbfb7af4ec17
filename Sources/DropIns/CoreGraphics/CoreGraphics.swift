// `import CoreGraphics` on Linux. Foundation brings `CGFloat`, `CGPoint`, `CGSize` and `CGRect`,
// Geometry `CGAffineTransform`, and HeadlessCoreGraphics `CGColor`, `CGPath`, `CGImage`,
// `CGGradient` and `CGContext`; module-qualified names such as `CoreGraphics.log` reach the C
// library's functions through Foundation, as on iOS. Add the product only for Linux.
@_exported import HeadlessCoreGraphics
