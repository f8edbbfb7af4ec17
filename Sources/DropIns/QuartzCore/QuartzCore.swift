// `import QuartzCore` on Linux. Core Animation's classes (`CALayer`, `CAAnimation`,
// `CATransaction`, `CADisplayLink`…) live in HeadlessUIKit next to the views that drive them, so
// this module exports HeadlessUIKit whole. Add the product only for Linux.
@_exported import HeadlessUIKit
