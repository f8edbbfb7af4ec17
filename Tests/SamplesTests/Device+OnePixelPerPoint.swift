import Curtain

extension Device {
  /// The same device at one pixel per point, as `curtain --scale 1` renders it: small goldens.
  var atOnePixelPerPoint: Device {
    Device(
      name: name, identifier: identifier, idiom: idiom, portraitSize: portraitSize, scale: 1,
      portraitSafeAreaInsets: portraitSafeAreaInsets,
      landscapeSafeAreaInsets: landscapeSafeAreaInsets,
      portraitSizeClasses: portraitSizeClasses, landscapeSizeClasses: landscapeSizeClasses,
      screenCornerRadius: screenCornerRadius, maximumFramesPerSecond: maximumFramesPerSecond,
      dynamicIsland: dynamicIsland, statusBarHeight: statusBarHeight,
      homeIndicatorSize: homeIndicatorSize)
  }
}
