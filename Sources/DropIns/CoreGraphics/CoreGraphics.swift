// `import CoreGraphics` on Linux. Foundation brings `CGFloat`, `CGPoint`, `CGSize` and `CGRect`,
// Geometry `CGAffineTransform`, and HeadlessCoreGraphics `CGColor`, `CGPath`, `CGImage`,
// `CGGradient` and `CGContext`; module-qualified names such as `CoreGraphics.log` reach the C
// library's functions, as on iOS. Add the product only for Linux.
@_exported import HeadlessCoreGraphics
// On iOS, `import CoreGraphics` brings Foundation too (`TimeInterval`, `Date`). Here Foundation
// comes through HeadlessQuartzCore, the one module that re-exports it, so that a file reaching
// Foundation this way still meets the stage's main queue, clock and timers first
// (docs/architecture.md#run-loop); Core Animation's names come along, unused.
@_exported import HeadlessQuartzCore
