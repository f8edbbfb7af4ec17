import Curtain

extension Device {
  /// The same device rendering at `scale` pixels per point: `--scale 1` on an iPhone 15 Pro
  /// makes 393 × 852 frames instead of 1179 × 2556.
  ///
  /// Everything else (points, safe areas, size classes) stays; the trait collection's
  /// `displayScale` follows the new scale, as on a device with that screen.
  func withScale(_ scale: CGFloat) -> Device {
    Device(
      name: name, identifier: identifier, idiom: idiom, portraitSize: portraitSize, scale: scale,
      portraitSafeAreaInsets: portraitSafeAreaInsets,
      landscapeSafeAreaInsets: landscapeSafeAreaInsets,
      portraitSizeClasses: portraitSizeClasses, landscapeSizeClasses: landscapeSizeClasses,
      screenCornerRadius: screenCornerRadius, maximumFramesPerSecond: maximumFramesPerSecond)
  }
}
