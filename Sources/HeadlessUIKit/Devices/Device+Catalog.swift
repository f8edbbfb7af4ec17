import Foundation

// The device catalog: every iPhone from the SE (1st generation) to the iPhone 17 family and
// iPhone Air (Device+iPhones.swift) and the iPads mini, Air and Pro (Device+iPads.swift).
// docs/devices.md lists every device with its figures and the public source of each.

extension Device {
  static let phonePortrait = SizeClasses(horizontal: .compact, vertical: .regular)
  static let phoneLandscape = SizeClasses(horizontal: .compact, vertical: .compact)
  static let largePhoneLandscape = SizeClasses(horizontal: .regular, vertical: .compact)
  static let pad = SizeClasses(horizontal: .regular, vertical: .regular)

  /// A Face ID iPhone's home indicator: 134 × 5 pt, 8 pt above the bottom edge.
  static let phoneIndicator = CGSize(width: 134, height: 5)
  /// A Face ID iPad's home indicator (its width is Curtain's estimate).
  static let padIndicator = CGSize(width: 320, height: 5)

  /// A phone's screen: what its models with the same display share.
  struct PhoneScreen {
    /// Points in portrait and pixels per point.
    var size: CGSize
    var scale: CGFloat
    /// The portrait safe area's top: the status bar or the sensor housing.
    var top: CGFloat
    /// The status bar's height in portrait.
    var statusBar: CGFloat
    var cornerRadius: CGFloat
    /// The sensor housing: a notch or a Dynamic Island, its width and height and how far its
    /// top is below the display's top edge; nil on a phone with a home button.
    var housing: Housing?
    /// Whether the width is regular in landscape (the large phones).
    var regularInLandscape: Bool

    enum Housing {
      case notch(width: CGFloat, height: CGFloat)
      case island(width: CGFloat, height: CGFloat, top: CGFloat)
    }
  }

  /// A phone with `screen`.
  static func phone(
    _ name: String, _ identifier: String, _ screen: PhoneScreen, fps: Int = 60,
    aliases: [String] = []
  ) -> Device {
    let w = screen.size.width
    var island: CGRect?
    var notch: CGRect?
    switch screen.housing {
    case .island(let width, let height, let top)?:
      island = CGRect(x: (w - width) / 2, y: top, width: width, height: height)
    case .notch(let width, let height)?:
      notch = CGRect(x: (w - width) / 2, y: 0, width: width, height: height)
    case nil:
      break
    }
    let faceID = screen.housing != nil
    return Device(
      name: name, identifier: identifier, idiom: .phone, portraitSize: screen.size,
      scale: screen.scale,
      portraitSafeAreaInsets: UIEdgeInsets(
        top: screen.top, left: 0, bottom: faceID ? 34 : 0, right: 0),
      // Face ID iPhones inset both sides by the housing's depth and keep 21 pt for the home
      // indicator; iPhones with a home button hide the status bar in landscape.
      landscapeSafeAreaInsets: faceID
        ? UIEdgeInsets(top: 0, left: screen.top, bottom: 21, right: screen.top) : .zero,
      portraitSizeClasses: phonePortrait,
      landscapeSizeClasses: screen.regularInLandscape ? largePhoneLandscape : phoneLandscape,
      screenCornerRadius: screen.cornerRadius, maximumFramesPerSecond: fps,
      dynamicIsland: island, statusBarHeight: screen.statusBar,
      homeIndicatorSize: faceID ? phoneIndicator : nil, notch: notch, aliases: aliases)
  }

  /// An iPad: models with rounded display corners (Face ID or Touch ID in the top button) have
  /// a 24-pt status bar and a 20-pt home-indicator inset in both orientations; home-button
  /// models a 20-pt status bar.
  static func pad(
    _ name: String, _ identifier: String, width: CGFloat, height: CGFloat,
    cornerRadius: CGFloat, fps: Int = 60, aliases: [String] = []
  ) -> Device {
    let allScreen = cornerRadius > 0
    let insets =
      allScreen
      ? UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
      : UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    return Device(
      name: name, identifier: identifier, idiom: .pad,
      portraitSize: CGSize(width: width, height: height), scale: 2,
      portraitSafeAreaInsets: insets, landscapeSafeAreaInsets: insets,
      portraitSizeClasses: pad, landscapeSizeClasses: pad, screenCornerRadius: cornerRadius,
      maximumFramesPerSecond: fps, statusBarHeight: insets.top,
      homeIndicatorSize: allScreen ? padIndicator : nil, aliases: aliases)
  }

  /// Every catalogued device: phones from the oldest, then iPads from the smallest.
  public static let all: [Device] = phones + pads
}
