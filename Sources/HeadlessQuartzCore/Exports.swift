// Core Animation's headers import Core Graphics and Foundation: so does HeadlessQuartzCore. Its
// shadows of Foundation's main queue, clock and timers (RunLoop/) win over Foundation's only in
// a file whose every import of Foundation passes through this module, so Foundation is exported
// here and not below (docs/architecture.md#run-loop).
@_exported import Foundation
@_exported import HeadlessCoreGraphics
