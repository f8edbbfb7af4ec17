import Foundation

/// The screen of the device a film runs on, as UIKit's `UIScreen`.
///
/// A stage makes its screen from a ``Device``, an orientation and an appearance; `UIScreen.main`
/// (defined with the stage) returns the running stage's screen. Sizes are in points unless the
/// name says native (pixels).
@preconcurrency @MainActor
public final class UIScreen: NSObject {
  /// The device whose screen this is.
  package let device: Device
  /// The interface orientation; the stage changes it when the device rotates.
  package var orientation: UIInterfaceOrientation
  /// The appearance traits report; the stage changes it when the film switches appearance.
  package var userInterfaceStyle: UIUserInterfaceStyle
  /// The Dynamic Type size the user chose; the stage changes it (Stage+ContentSize.swift).
  nonisolated package let contentSizeSetting = ContentSizeSetting()

  /// A screen of `device`.
  ///
  /// - Parameters:
  ///   - device: The device.
  ///   - orientation: The interface orientation. Default: `.portrait`.
  ///   - style: Light or dark. Default: `.light`.
  package init(
    device: Device, orientation: UIInterfaceOrientation = .portrait,
    style: UIUserInterfaceStyle = .light
  ) {
    self.device = device
    self.orientation = orientation
    userInterfaceStyle = style
  }

  /// The screen's rectangle in points, at the origin, in the interface orientation (width and
  /// height swap in landscape, as since iOS 8).
  public var bounds: CGRect { CGRect(origin: .zero, size: device.size(for: orientation)) }

  /// The screen's rectangle in pixels, always in portrait.
  public var nativeBounds: CGRect { CGRect(origin: .zero, size: device.nativeSize) }

  /// Pixels per point: 2 or 3.
  public var scale: CGFloat { device.scale }

  /// Physical pixels per point; the same as ``scale`` on every catalogued device.
  public var nativeScale: CGFloat { device.scale }

  /// The traits of a full-screen app: size classes for the orientation, idiom, scale, layout
  /// direction and appearance.
  public var traitCollection: UITraitCollection {
    device.traitCollection(
      for: orientation, style: userInterfaceStyle,
      contentSizeCategory: contentSizeSetting.category)
  }

  /// The highest refresh rate, in frames per second: 120 with ProMotion, otherwise 60.
  public var maximumFramesPerSecond: Int { device.maximumFramesPerSecond }

  /// The backlight level, 0…1; setting it posts `brightnessDidChangeNotification` (frames are
  /// not dimmed). Default: 0.5.
  public var brightness: CGFloat = 0.5 {
    didSet {
      brightness = min(1, max(0, brightness))
      if brightness != oldValue {
        NotificationCenter.default.post(name: Self.brightnessDidChangeNotification, object: self)
      }
    }
  }
  /// Whether dimming below the backlight's least is simulated in software (kept). Default:
  /// false.
  public var wantsSoftwareDimming = false
  /// How an external display compensates for overscan (kept; there is no external display).
  /// Default: `.scale`.
  public var overscanCompensation: OverscanCompensation = .scale
}
