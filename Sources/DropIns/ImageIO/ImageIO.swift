// `import ImageIO` on Linux: image sources over PNG and GIF data (`CGImageSourceCreateWithData`,
// frame counts, frames, and the property dictionaries with GIF delays and loop counts), with
// Core Graphics, as on iOS. Add the product only for Linux.
@_exported import CoreGraphics
