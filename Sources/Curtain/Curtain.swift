// The umbrella users import: `import Curtain` brings HeadlessUIKit (UIKit's presentation
// machinery), Film (films, frames, videos) and Raster (the bitmaps frames come in, so that
// `frame.pixel(x:y:)` and `PNGCodec` are at hand).
@_exported import Film
@_exported import HeadlessUIKit
@_exported import Raster
