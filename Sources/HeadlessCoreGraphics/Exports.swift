// `import CoreGraphics` brings Foundation's `CGFloat`, `CGPoint`, `CGSize` and `CGRect`, and
// `CGAffineTransform`; so does HeadlessCoreGraphics.
@_exported import Foundation
@_exported import Geometry
