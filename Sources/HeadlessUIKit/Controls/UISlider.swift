import Foundation

/// A control that picks a value from a continuous range by dragging a thumb along a track, as
/// UIKit's `UISlider`.
///
/// Drawn as iOS 17 draws it on iPhone: a 4-point rounded track, the part before the thumb in
/// the tint colour and the rest in `systemFill`, and a 28-point white thumb with a soft shadow.
/// Dragging the thumb changes ``value`` and sends `.valueChanged` as it moves (or once, when
/// lifted, if ``isContinuous`` is false); a touch on the track away from the thumb does nothing,
/// as on iOS.
///
/// ```swift
/// let volume = UISlider()
/// volume.value = 0.5
/// volume.addTarget(self, action: Player.volumeChanged, for: .valueChanged)
/// ```
@preconcurrency @MainActor open class UISlider: UIControl {
  /// The control's height, as on iPhone.
  static let height: CGFloat = 31
  /// The track's thickness.
  static let trackHeight: CGFloat = 4
  /// The default thumb's diameter.
  static let thumbDiameter: CGFloat = 28
  /// The space between a value image and the track.
  static let imageSpacing: CGFloat = 5

  /// The value, kept within ``minimumValue``…``maximumValue``. Default: 0.
  open var value: Float {
    get { storedValue }
    set { setValue(newValue, animated: false) }
  }
  private var storedValue: Float = 0

  /// The value at the track's start. Default: 0.
  open var minimumValue: Float = 0 {
    didSet {
      if maximumValue < minimumValue { maximumValue = minimumValue }
      setValue(storedValue, animated: false)
    }
  }

  /// The value at the track's end. Default: 1.
  open var maximumValue: Float = 1 {
    didSet {
      if minimumValue > maximumValue { minimumValue = maximumValue }
      setValue(storedValue, animated: false)
    }
  }

  /// Whether dragging sends `.valueChanged` as the thumb moves (else once, when lifted).
  /// Default: true.
  open var isContinuous = true

  /// The image before the track. Default: nil.
  open var minimumValueImage: UIImage? { didSet { partsDidChange() } }
  /// The image after the track. Default: nil.
  open var maximumValueImage: UIImage? { didSet { partsDidChange() } }
  /// The colour of the track before the thumb; nil draws the tint colour. Default: nil.
  open var minimumTrackTintColor: UIColor? { didSet { partsDidChange() } }
  /// The colour of the track after the thumb; nil draws `systemFill`. Default: nil.
  open var maximumTrackTintColor: UIColor? { didSet { partsDidChange() } }
  /// The default thumb's colour; nil draws white. Default: nil.
  open var thumbTintColor: UIColor? { didSet { partsDidChange() } }

  private var thumbImages: [UInt: UIImage] = [:]
  private var minimumTrackImages: [UInt: UIImage] = [:]
  private var maximumTrackImages: [UInt: UIImage] = [:]

  /// The parts, back to front: the value images, the two track halves and the thumb.
  let minimumValueImageView = UIImageView()
  let maximumValueImageView = UIImageView()
  let minimumTrackView = UIImageView()
  let maximumTrackView = UIImageView()
  let thumbView = UIImageView()
  /// The distance from the touch to the thumb's centre when tracking began, along the track.
  private var grabOffset: CGFloat = 0

  public override init(frame: CGRect) {
    super.init(frame: frame)
    addParts()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addParts()
  }

  private func addParts() {
    for part in [
      minimumValueImageView, maximumValueImageView, minimumTrackView, maximumTrackView, thumbView,
    ] {
      part.isUserInteractionEnabled = false
      addSubview(part)
    }
    partsDidChange()
  }

  /// Sets the value (clamped to the range), moving the thumb there over 0.3 s if `animated`.
  open func setValue(_ value: Float, animated: Bool) {
    let low = minimumValue
    let high = max(maximumValue, minimumValue)
    storedValue = value.isNaN ? low : min(max(value, low), high)
    if animated {
      UIView.animate(withDuration: 0.3) { self.layoutParts() }
    } else {
      setNeedsLayout()
    }
  }

  // MARK: - Images by state

  /// The thumb's image for `state`, if one was set.
  open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }
  /// Draws `image` as the thumb in `state` (nil: the default thumb).
  open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
    thumbImages[state.rawValue] = image
    partsDidChange()
  }
  /// The image of the track before the thumb for `state`, if one was set.
  open func minimumTrackImage(for state: UIControl.State) -> UIImage? {
    minimumTrackImages[state.rawValue]
  }
  /// Draws `image`, stretched, as the track before the thumb in `state`.
  open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
    minimumTrackImages[state.rawValue] = image
    partsDidChange()
  }
  /// The image of the track after the thumb for `state`, if one was set.
  open func maximumTrackImage(for state: UIControl.State) -> UIImage? {
    maximumTrackImages[state.rawValue]
  }
  /// Draws `image`, stretched, as the track after the thumb in `state`.
  open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
    maximumTrackImages[state.rawValue] = image
    partsDidChange()
  }

  /// The thumb image shown now: the current state's, else the normal one.
  open var currentThumbImage: UIImage? { image(in: thumbImages) }
  /// The image of the track before the thumb shown now.
  open var currentMinimumTrackImage: UIImage? { image(in: minimumTrackImages) }
  /// The image of the track after the thumb shown now.
  open var currentMaximumTrackImage: UIImage? { image(in: maximumTrackImages) }

  private func image(in images: [UInt: UIImage]) -> UIImage? {
    images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
  }

  // MARK: - Geometry (override points)

  /// Where the minimum value image goes: at the start, centred across. Zero without one.
  open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
    guard let size = minimumValueImage?.size else {
      return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0)
    }
    return CGRect(
      x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
  }

  /// Where the maximum value image goes: at the end, centred across. Zero without one.
  open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
    guard let size = maximumValueImage?.size else {
      return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0)
    }
    return CGRect(
      x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width,
      height: size.height)
  }

  /// The track: between the value images (5 points from each), 4 points thick (or the track
  /// image's height), centred across.
  open func trackRect(forBounds bounds: CGRect) -> CGRect {
    var start = bounds.minX
    var end = bounds.maxX
    if minimumValueImage != nil {
      start = minimumValueImageRect(forBounds: bounds).maxX + Self.imageSpacing
    }
    if maximumValueImage != nil {
      end = maximumValueImageRect(forBounds: bounds).minX - Self.imageSpacing
    }
    let thickness =
      max(currentMinimumTrackImage?.size.height ?? 0, currentMaximumTrackImage?.size.height ?? 0)
    let height = thickness > 0 ? thickness : Self.trackHeight
    return CGRect(
      x: start, y: bounds.midY - height / 2, width: max(0, end - start), height: height)
  }

  /// The thumb for `value`: the thumb's size (28 points, or its image's), centred across the
  /// track, its centre running from the track's start to its end less the thumb's half-width.
  open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
    let size =
      currentThumbImage?.size ?? CGSize(width: Self.thumbDiameter, height: Self.thumbDiameter)
    let span = maximumValue - minimumValue
    let fraction =
      span > 0 ? CGFloat((min(max(value, minimumValue), maximumValue) - minimumValue) / span) : 0
    let travel = max(0, rect.width - size.width)
    return CGRect(
      x: rect.minX + travel * fraction, y: rect.midY - size.height / 2, width: size.width,
      height: size.height)
  }

  // MARK: - Tracking

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let point = touch.location(in: self)
    let thumb = currentThumbRect
    // The thumb is easy to grab: its frame grown to at least 44 points.
    let grow = max(0, (44 - min(thumb.width, thumb.height)) / 2)
    guard thumb.insetBy(dx: -grow, dy: -grow).contains(point) else { return false }
    grabOffset = point.x - thumb.midX
    return true
  }

  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let old = storedValue
    setValue(value(atThumbCentre: touch.location(in: self).x - grabOffset), animated: false)
    layoutIfNeeded()
    if isContinuous && storedValue != old { sendActions(for: .valueChanged) }
    if !isContinuous && storedValue != old { changedWhileTracking = true }
    return true
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    if changedWhileTracking { sendActions(for: .valueChanged) }
    changedWhileTracking = false
  }

  open override func cancelTracking(with event: UIEvent?) {
    if changedWhileTracking { sendActions(for: .valueChanged) }
    changedWhileTracking = false
  }

  /// Whether a drag of a discontinuous slider changed the value, to send on lifting.
  private var changedWhileTracking = false

  override func stateDidChange() { partsDidChange() }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    partsDidChange()
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: Self.height)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: max(size.width, Self.thumbDiameter), height: Self.height)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutParts()
  }
}
