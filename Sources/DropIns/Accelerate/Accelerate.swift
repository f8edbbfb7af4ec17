// `import Accelerate` on Linux: the part of vImage that UIKit code blurs with
// (`vImage_Buffer`, `vImageBoxConvolve_ARGB8888`, `vImageTentConvolve_ARGB8888` and their
// flags and errors), in plain Swift over the caller's memory. Add the product only for Linux.
@_exported import Foundation
