import Foundation

/// A device a film runs on: its screen in points and pixels, safe areas and size classes in each
/// orientation, as iOS reports them.
///
/// The catalog (``iPhoneSE``, ``iPhone15Pro``, ``iPadPro13``, …, all in ``all``) is in
/// `Device+Catalog.swift`; look one up by the CLI's name with ``init(identifier:)``, or describe
/// your own with the initialiser that takes every property.
///
/// Points are UIKit's layout unit; pixels are points × ``scale``.
public struct Device: Sendable, Hashable, CustomStringConvertible {
  /// A horizontal and a vertical size class.
  public struct SizeClasses: Sendable, Hashable {
    /// The horizontal size class.
    public var horizontal: UIUserInterfaceSizeClass
    /// The vertical size class.
    public var vertical: UIUserInterfaceSizeClass

    /// A pair of size classes.
    public init(horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
      self.horizontal = horizontal
      self.vertical = vertical
    }
  }

  /// The marketing name, for example `"iPhone 15 Pro"`.
  public let name: String
  /// The name the command line takes, for example `"iPhone15Pro"` (matched case-insensitively).
  public let identifier: String
  /// Phone or pad.
  public let idiom: UIUserInterfaceIdiom
  /// The screen in portrait, in points.
  public let portraitSize: CGSize
  /// Pixels per point (UIKit's `UIScreen.scale`).
  public let scale: CGFloat
  /// The safe-area insets of a full-screen view in portrait (status bar or sensor housing at the
  /// top, home indicator at the bottom), in points.
  public let portraitSafeAreaInsets: UIEdgeInsets
  /// The safe-area insets in landscape, in points; the same in both landscape orientations (iOS
  /// insets both sides for the sensor housing whichever side it is on).
  public let landscapeSafeAreaInsets: UIEdgeInsets
  /// The size classes of a full-screen app in portrait.
  public let portraitSizeClasses: SizeClasses
  /// The size classes of a full-screen app in landscape.
  public let landscapeSizeClasses: SizeClasses
  /// The radius of the display's rounded corners, in points (0 for a rectangular display); the
  /// corners are continuous, as `CALayer.cornerCurve = .continuous` draws them.
  public let screenCornerRadius: CGFloat
  /// The display's highest refresh rate, in frames per second (120 with ProMotion, else 60).
  public let maximumFramesPerSecond: Int
  /// The Dynamic Island in portrait, in points: a capsule cut out of the display. Nil without
  /// one.
  public let dynamicIsland: CGRect?
  /// The status bar's height in portrait, in points (what `statusBarFrame` reports).
  public let statusBarHeight: CGFloat
  /// The home indicator's size in points; nil on a device with a home button.
  public let homeIndicatorSize: CGSize?
  /// The notch in portrait, in points: the sensor housing cut into the display's top edge,
  /// with rounded lower corners. Nil without one.
  public let notch: CGRect?
  /// Other names the command line takes for the device (older models with the same screen,
  /// snapshot-testing's names), matched as ``identifier`` is.
  public let aliases: [String]

  /// Describes a device.
  ///
  /// - Parameters:
  ///   - name: The marketing name.
  ///   - identifier: The command-line name, letters and digits.
  ///   - idiom: Phone or pad.
  ///   - portraitSize: The screen in portrait, in points.
  ///   - scale: Pixels per point.
  ///   - portraitSafeAreaInsets: Safe-area insets in portrait, in points.
  ///   - landscapeSafeAreaInsets: Safe-area insets in landscape, in points.
  ///   - portraitSizeClasses: Size classes in portrait.
  ///   - landscapeSizeClasses: Size classes in landscape.
  ///   - screenCornerRadius: The display's corner radius, in points. Default: 0.
  ///   - maximumFramesPerSecond: The highest refresh rate. Default: 60.
  ///   - dynamicIsland: The Dynamic Island in portrait, in points. Default: nil (none).
  ///   - statusBarHeight: The status bar's height in portrait, in points. Default: nil, the
  ///     portrait safe area's top.
  ///   - homeIndicatorSize: The home indicator's size, in points. Default: nil (a home button).
  ///   - notch: The notch in portrait, in points. Default: nil (none).
  ///   - aliases: Other names for the device. Default: none.
  public init(
    name: String, identifier: String, idiom: UIUserInterfaceIdiom, portraitSize: CGSize,
    scale: CGFloat, portraitSafeAreaInsets: UIEdgeInsets, landscapeSafeAreaInsets: UIEdgeInsets,
    portraitSizeClasses: SizeClasses, landscapeSizeClasses: SizeClasses,
    screenCornerRadius: CGFloat = 0, maximumFramesPerSecond: Int = 60,
    dynamicIsland: CGRect? = nil, statusBarHeight: CGFloat? = nil,
    homeIndicatorSize: CGSize? = nil, notch: CGRect? = nil, aliases: [String] = []
  ) {
    self.name = name
    self.identifier = identifier
    self.idiom = idiom
    self.portraitSize = portraitSize
    self.scale = scale
    self.portraitSafeAreaInsets = portraitSafeAreaInsets
    self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
    self.portraitSizeClasses = portraitSizeClasses
    self.landscapeSizeClasses = landscapeSizeClasses
    self.screenCornerRadius = screenCornerRadius
    self.maximumFramesPerSecond = maximumFramesPerSecond
    self.dynamicIsland = dynamicIsland
    self.statusBarHeight = statusBarHeight ?? portraitSafeAreaInsets.top
    self.homeIndicatorSize = homeIndicatorSize
    self.notch = notch
    self.aliases = aliases
  }

  /// The sensor housing in portrait, in points: the Dynamic Island or the notch; nil for
  /// neither.
  public var sensorHousing: CGRect? { dynamicIsland ?? notch }

  /// The screen in portrait, in pixels (UIKit's `UIScreen.nativeBounds.size`).
  public var nativeSize: CGSize {
    CGSize(width: portraitSize.width * scale, height: portraitSize.height * scale)
  }

  /// The screen in `orientation`, in points: width and height swap in landscape. `.unknown`
  /// counts as portrait.
  public func size(for orientation: UIInterfaceOrientation) -> CGSize {
    orientation.isLandscape
      ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
  }

  /// The safe-area insets of a full-screen view in `orientation`, in points. Upside-down portrait
  /// (which iPhones without a home button do not allow) and `.unknown` use the portrait insets.
  public func safeAreaInsets(for orientation: UIInterfaceOrientation) -> UIEdgeInsets {
    orientation.isLandscape ? landscapeSafeAreaInsets : portraitSafeAreaInsets
  }

  /// The size classes of a full-screen app in `orientation` (docs/uikit-behaviour.md#size-classes).
  public func sizeClasses(for orientation: UIInterfaceOrientation) -> SizeClasses {
    orientation.isLandscape ? landscapeSizeClasses : portraitSizeClasses
  }

  /// The trait collection of a full-screen app on this device: size classes for `orientation`,
  /// the idiom, the display scale, left-to-right layout, the appearance `style` and the Dynamic
  /// Type size.
  ///
  /// - Parameters:
  ///   - orientation: The interface orientation.
  ///   - style: Light or dark. Default: `.light`.
  ///   - contentSizeCategory: The Dynamic Type size. Default: `.large`.
  public func traitCollection(
    for orientation: UIInterfaceOrientation, style: UIUserInterfaceStyle = .light,
    contentSizeCategory: UIContentSizeCategory = .large
  ) -> UITraitCollection {
    let classes = sizeClasses(for: orientation)
    return UITraitCollection(
      horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical,
      userInterfaceStyle: style, userInterfaceIdiom: idiom, displayScale: scale,
      layoutDirection: .leftToRight, userInterfaceLevel: .base,
      preferredContentSizeCategory: contentSizeCategory)
  }

  /// The name, for example `"iPhone 15 Pro"`.
  public var description: String { name }
}
