import Foundation

// The device catalog.
//
// Sources, per column:
// - Points, scale and pixels: Apple's HIG "Layout" device table and Apple's tech specs
//   (iPhone 15 / 15 Pro 393 × 852 pt @3x = 1179 × 2556 px; 15 Pro Max 430 × 932 pt =
//   1290 × 2796 px; SE 3rd generation 375 × 667 pt @2x = 750 × 1334 px; iPad Pro M4 11-inch
//   2420 × 1668 px and 13-inch 2752 × 2064 px at @2x).
// - Safe areas: what `view.safeAreaInsets` prints on a full-screen view controller.
//   Dynamic Island iPhones: portrait top 59, bottom 34; landscape left and right 59, bottom 21
//   (csl.cool "iOS Layout Adaptation", 2023, printing UIEdgeInsets(top: 59, …, bottom: 34) and
//   (top: 0, left: 59, bottom: 21, right: 59); the same values in Flutter's device_preview and
//   flutterware catalogs). iPhone SE: the 20-point status bar in portrait, no insets in landscape,
//   where iPhones hide the status bar (useyourloaf "Supporting iPhone X"). Face ID iPads: a
//   24-point status bar and a 20-point home-indicator inset in both orientations
//   (app_deploy_screenshots' iPad Pro M4 preset; hacknicity on the 11-inch iPad Pro).
// - Size classes: docs/uikit-behaviour.md#size-classes (Max and Plus iPhones are regular width in
//   landscape).
// - Screen corner radii: UIScreen's private `_displayCornerRadius`, read on each simulator by
//   markbattistella/BezelKit (its SupportedDeviceList.md): 55 pt on the iPhone 15 family, 30 pt
//   on the M4 iPads Pro, 0 on the SE; kylebshr/ScreenCorners' README reports the same property
//   for older devices. The corners are continuous curves (ScreenCorners' README).
// - The Dynamic Island: 126 × 37.33 pt, 11 pt below the top edge, centred (theblixguy/
//   DynamicIslandUtilities, measured on the iPhone 14 Pro, whose 393-pt screen the 15 and
//   15 Pro share; the 15 Pro Max's is taken to be the same size).
// - Status bar heights in portrait (`statusBarFrame`): 54 pt on Dynamic Island iPhones, five
//   less than the safe area's top (wangrui460/WRNavigationBar issue 202; zhangwen.site
//   "iPhone 14 系列屏幕尺寸变化" prints both); 20 pt on the SE; 24 pt on Face ID iPads, their
//   safe area's top.
// - The home indicator: 134 × 5 pt, 8 pt above the bottom edge, on Face ID iPhones (Apple's
//   iOS UI kit for Figma, "Home Indicator" component, as its code exports show). On iPads the
//   same height and inset; its width there is Curtain's estimate.

extension Device {
  private static let phonePortrait = SizeClasses(horizontal: .compact, vertical: .regular)
  private static let phoneLandscape = SizeClasses(horizontal: .compact, vertical: .compact)
  private static let largePhoneLandscape = SizeClasses(horizontal: .regular, vertical: .compact)
  private static let pad = SizeClasses(horizontal: .regular, vertical: .regular)

  /// Dynamic Island iPhones: the sensor housing at the top, the home indicator at the bottom.
  private static let islandPortraitInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
  /// Dynamic Island iPhones in landscape: the housing's inset on both sides.
  private static let islandLandscapeInsets = UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
  /// Face ID iPads: status bar and home indicator, in both orientations.
  private static let padInsets = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)

  /// The Dynamic Island on a screen `width` points wide, in portrait.
  private static func island(width: CGFloat) -> CGRect {
    CGRect(x: (width - 126) / 2, y: 11, width: 126, height: 37 + 1.0 / 3)
  }
  /// A Face ID iPhone's home indicator.
  private static let phoneIndicator = CGSize(width: 134, height: 5)
  /// A Face ID iPad's home indicator.
  private static let padIndicator = CGSize(width: 320, height: 5)

  /// iPhone SE (3rd generation, 2022): 375 × 667 pt at 2×, home button, 20-pt status bar.
  public static let iPhoneSE = Device(
    name: "iPhone SE (3rd generation)", identifier: "iPhoneSE", idiom: .phone,
    portraitSize: CGSize(width: 375, height: 667), scale: 2,
    portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
    landscapeSafeAreaInsets: .zero,
    portraitSizeClasses: phonePortrait, landscapeSizeClasses: phoneLandscape,
    screenCornerRadius: 0, maximumFramesPerSecond: 60, statusBarHeight: 20)

  /// iPhone 15: 393 × 852 pt at 3×, Dynamic Island, 60 Hz.
  public static let iPhone15 = Device(
    name: "iPhone 15", identifier: "iPhone15", idiom: .phone,
    portraitSize: CGSize(width: 393, height: 852), scale: 3,
    portraitSafeAreaInsets: islandPortraitInsets, landscapeSafeAreaInsets: islandLandscapeInsets,
    portraitSizeClasses: phonePortrait, landscapeSizeClasses: phoneLandscape,
    screenCornerRadius: 55, maximumFramesPerSecond: 60, dynamicIsland: island(width: 393),
    statusBarHeight: 54, homeIndicatorSize: phoneIndicator)

  /// iPhone 15 Pro: 393 × 852 pt at 3×, Dynamic Island, ProMotion.
  public static let iPhone15Pro = Device(
    name: "iPhone 15 Pro", identifier: "iPhone15Pro", idiom: .phone,
    portraitSize: CGSize(width: 393, height: 852), scale: 3,
    portraitSafeAreaInsets: islandPortraitInsets, landscapeSafeAreaInsets: islandLandscapeInsets,
    portraitSizeClasses: phonePortrait, landscapeSizeClasses: phoneLandscape,
    screenCornerRadius: 55, maximumFramesPerSecond: 120, dynamicIsland: island(width: 393),
    statusBarHeight: 54, homeIndicatorSize: phoneIndicator)

  /// iPhone 15 Pro Max: 430 × 932 pt at 3×, Dynamic Island, ProMotion; regular width in
  /// landscape.
  public static let iPhone15ProMax = Device(
    name: "iPhone 15 Pro Max", identifier: "iPhone15ProMax", idiom: .phone,
    portraitSize: CGSize(width: 430, height: 932), scale: 3,
    portraitSafeAreaInsets: islandPortraitInsets, landscapeSafeAreaInsets: islandLandscapeInsets,
    portraitSizeClasses: phonePortrait, landscapeSizeClasses: largePhoneLandscape,
    screenCornerRadius: 55, maximumFramesPerSecond: 120, dynamicIsland: island(width: 430),
    statusBarHeight: 54, homeIndicatorSize: phoneIndicator)

  /// iPad Pro 11-inch (M4, 2024): 834 × 1210 pt at 2×, Face ID, ProMotion.
  public static let iPadPro11 = Device(
    name: "iPad Pro 11-inch (M4)", identifier: "iPadPro11", idiom: .pad,
    portraitSize: CGSize(width: 834, height: 1210), scale: 2,
    portraitSafeAreaInsets: padInsets, landscapeSafeAreaInsets: padInsets,
    portraitSizeClasses: pad, landscapeSizeClasses: pad,
    screenCornerRadius: 30, maximumFramesPerSecond: 120, homeIndicatorSize: padIndicator)

  /// iPad Pro 13-inch (M4, 2024): 1032 × 1376 pt at 2×, Face ID, ProMotion.
  public static let iPadPro13 = Device(
    name: "iPad Pro 13-inch (M4)", identifier: "iPadPro13", idiom: .pad,
    portraitSize: CGSize(width: 1032, height: 1376), scale: 2,
    portraitSafeAreaInsets: padInsets, landscapeSafeAreaInsets: padInsets,
    portraitSizeClasses: pad, landscapeSizeClasses: pad,
    screenCornerRadius: 30, maximumFramesPerSecond: 120, homeIndicatorSize: padIndicator)

  /// Every catalogued device, phones first, smallest first.
  public static let all: [Device] = [
    .iPhoneSE, .iPhone15, .iPhone15Pro, .iPhone15ProMax, .iPadPro11, .iPadPro13,
  ]
}
