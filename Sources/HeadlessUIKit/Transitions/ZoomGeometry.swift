import Foundation

/// One pose of a zoom: the clipping rectangle in the container, and the zoomed view inside it,
/// scaled about its centre and placed at `contentCenter` (in the clip's coordinates).
struct ZoomPose: Equatable {
  var clip: CGRect
  var scale: CGFloat
  var contentCenter: CGPoint
  var cornerRadius: CGFloat
  /// How much of the dimming shows, 0…1.
  var dimming: CGFloat
  /// The zoomed view's opacity (it fades when there is no source view to zoom into).
  var opacity: CGFloat = 1
}

/// Where a zoom starts and ends: the source view's frame and the zoomed view's, both in the
/// container.
///
/// Collapsed, the zoomed view is scaled so that its alignment rectangle fills the source frame
/// (aspect fill, centres matching) and clipped to the source frame with the source's corner
/// radius. Expanded, it sits unscaled at its final frame, clipped with the display's corner
/// radius. Every pose in between is a linear mix of the two, so one spring drives them all.
struct ZoomGeometry: Equatable {
  /// The source view's frame in the container.
  var source: CGRect
  var sourceCornerRadius: CGFloat
  /// The zoomed view's frame at rest, in the container.
  var final: CGRect
  /// The part of the zoomed view that lines up with the source, in the zoomed view's bounds.
  var alignment: CGRect
  var displayCornerRadius: CGFloat
  /// Whether the zoomed view fades out when collapsed: there is no source view, so the source
  /// frame is the final frame.
  var fades = false

  /// The zoomed view inside the source frame.
  var collapsed: ZoomPose {
    let a =
      alignment.width > 0 && alignment.height > 0
      ? alignment : CGRect(origin: .zero, size: final.size)
    let s = max(source.width / a.width, source.height / a.height)
    // The alignment rectangle's centre, relative to the zoomed view's centre, lands on the
    // clip's centre.
    let dx = a.midX - final.width / 2
    let dy = a.midY - final.height / 2
    return ZoomPose(
      clip: source, scale: s,
      contentCenter: CGPoint(x: source.width / 2 - s * dx, y: source.height / 2 - s * dy),
      cornerRadius: sourceCornerRadius, dimming: 0, opacity: fades ? 0 : 1)
  }

  /// The zoomed view at rest, full size.
  var expanded: ZoomPose {
    ZoomPose(
      clip: final, scale: 1, contentCenter: CGPoint(x: final.width / 2, y: final.height / 2),
      cornerRadius: displayCornerRadius, dimming: 1)
  }

  /// The zoomed view dragged by `translation` and shrunk to `scale` about its centre; the
  /// dimming fades as it shrinks toward `minimumScale`.
  func dragged(by translation: CGVector, scale s: CGFloat, minimumScale: CGFloat) -> ZoomPose {
    let w = final.width * s
    let h = final.height * s
    let clip = CGRect(
      x: final.midX - w / 2 + translation.dx, y: final.midY - h / 2 + translation.dy,
      width: w, height: h)
    let fade = minimumScale < 1 ? (1 - s) / (1 - minimumScale) : 0
    return ZoomPose(
      clip: clip, scale: s, contentCenter: CGPoint(x: w / 2, y: h / 2),
      cornerRadius: displayCornerRadius, dimming: max(0, 1 - fade))
  }
}
