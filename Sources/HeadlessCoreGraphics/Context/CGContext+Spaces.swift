import Foundation
import Geometry

extension CGContext {
  /// User space → device space (``ctm``): device space is the bitmap's pixels, y up.
  public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

  /// `point` in device space.
  public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm) }
  /// `point` (device space) in user space.
  public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm.inverted()) }
  /// `size` in device space (the transform without its translation).
  public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(ctm) }
  /// `size` (device space) in user space.
  public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(ctm.inverted()) }
  /// The bounding box of `rect` in device space.
  public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm) }
  /// The bounding box of `rect` (device space) in user space.
  public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm.inverted()) }
}
