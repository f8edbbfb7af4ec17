// `import Accelerate` on Linux: the part of vImage that UIKit code blurs with
// (`vImage_Buffer`, `vImageBoxConvolve_ARGB8888`, `vImageTentConvolve_ARGB8888` and their
// flags and errors), in plain Swift over the caller's memory. Add the product only for Linux.
// It brings Core Graphics, as vImage's headers do, and not Foundation itself: a file importing
// UIKit beside it must reach Foundation only through UIKit, whose main queue and clock are the
// stage's (docs/architecture.md#run-loop).
@_exported import CoreGraphics
