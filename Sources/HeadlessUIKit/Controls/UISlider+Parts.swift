import Foundation

extension UISlider {
  /// The thumb's frame for the current value.
  var currentThumbRect: CGRect {
    thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
  }

  /// The value whose thumb is centred at `x`.
  func value(atThumbCentre x: CGFloat) -> Float {
    let track = trackRect(forBounds: bounds)
    let thumb = currentThumbRect
    let travel = track.width - thumb.width
    guard travel > 0 else { return minimumValue }
    let fraction = Float(min(max((x - thumb.width / 2 - track.minX) / travel, 0), 1))
    return minimumValue + (maximumValue - minimumValue) * fraction
  }

  /// Places the parts for the current bounds and value.
  func layoutParts() {
    let track = trackRect(forBounds: bounds)
    let thumb = currentThumbRect
    minimumValueImageView.frame = minimumValueImageRect(forBounds: bounds)
    maximumValueImageView.frame = maximumValueImageRect(forBounds: bounds)
    // The halves meet under the thumb's centre.
    let split = thumb.midX
    minimumTrackView.frame = CGRect(
      x: track.minX, y: track.minY, width: max(0, split - track.minX), height: track.height)
    maximumTrackView.frame = CGRect(
      x: split, y: track.minY, width: max(0, track.maxX - split), height: track.height)
    thumbView.frame = thumb
  }

  /// Gives the parts their images and colours for the current state.
  func partsDidChange() {
    minimumValueImageView.image = minimumValueImage
    maximumValueImageView.image = maximumValueImage
    let traits = traitCollection
    for (view, image, colour) in [
      (minimumTrackView, currentMinimumTrackImage, minimumTrackTintColor ?? tintColor),
      (maximumTrackView, currentMaximumTrackImage, maximumTrackTintColor ?? .systemFill),
    ] {
      view.image = image
      view.backgroundColor = image == nil ? colour?.resolvedColor(with: traits) : nil
      view.layer.cornerRadius = image == nil ? Self.trackHeight / 2 : 0
    }
    // The halves' rounded ends are the track's outer ends only.
    minimumTrackView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMinXMaxYCorner]
    maximumTrackView.layer.maskedCorners = [.layerMaxXMinYCorner, .layerMaxXMaxYCorner]
    let thumbImage = currentThumbImage
    thumbView.image = thumbImage
    thumbView.backgroundColor =
      thumbImage == nil ? (thumbTintColor ?? .white).resolvedColor(with: traits) : nil
    thumbView.layer.cornerRadius = thumbImage == nil ? Self.thumbDiameter / 2 : 0
    thumbView.layer.shadowColor = UIColor.black.cgColor
    thumbView.layer.shadowOpacity = thumbImage == nil ? 0.2 : 0
    thumbView.layer.shadowRadius = 4
    thumbView.layer.shadowOffset = CGSize(width: 0, height: 3)
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }
}
