import Foundation
import Raster

/// A layer's backdrop filter (what a `UIVisualEffectView` material does): the pixels already
/// drawn beneath the layer in the same frame, blurred, saturated and tinted, fill the layer's
/// rounded bounds.
///
/// The compositor renders what lies beneath first, filters the part the layer covers (the blur
/// reaches `3 × radius` around it; beyond the canvas the canvas's edges repeat), then goes on
/// drawing. The blur is three box filters on a coarser grid, close to the Gaussian (see
/// `BackdropGrid` in Raster). A backdrop inside a translucent or masked group sees the frame as
/// it is before that group, not the group's own layers beneath it.
public struct RenderBackdrop: Hashable, Sendable {
  /// The Gaussian's standard deviation, in points. 0: no blur.
  public var radius: CGFloat
  /// The saturation factor: 1 keeps colours, 0 makes them grey, above 1 deepens them.
  /// Default: 1.
  public var saturation: Double
  /// Composited over the filtered backdrop. Default: nil.
  public var tint: RGBAColor?

  public init(radius: CGFloat, saturation: Double = 1, tint: RGBAColor? = nil) {
    self.radius = radius
    self.saturation = saturation
    self.tint = tint
  }
}
