// `import UIKit` brings Foundation, Core Graphics and Core Animation with it; so does
// HeadlessUIKit.
@_exported import HeadlessCoreGraphics
@_exported import HeadlessQuartzCore
