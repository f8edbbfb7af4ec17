// The umbrella users import: `import Curtain` brings HeadlessUIKit (UIKit's presentation
// machinery), Film (films, frames, videos), Raster (the bitmaps frames come in, so that
// `frame.pixel(x:y:)` is at hand) and RasterPNG (`PNGCodec`).
@_exported import Film
@_exported import HeadlessUIKit
@_exported import Raster
@_exported import RasterPNG
