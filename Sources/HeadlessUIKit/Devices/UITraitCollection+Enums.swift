import Foundation

/// A size class: a coarse description of the space available along one axis, as UIKit's
/// `UIUserInterfaceSizeClass`.
///
/// Raw values are UIKit's. Which devices and orientations have which classes is listed on
/// ``Device`` (docs/uikit-behaviour.md#size-classes).
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable, CustomStringConvertible {
  /// No size class: the trait is not specified.
  case unspecified = 0
  /// A constrained space: iPhone width in portrait, iPhone height in landscape.
  case compact = 1
  /// An expansive space: iPad both ways, the width of a Max or Plus iPhone in landscape.
  case regular = 2

  /// `"unspecified"`, `"compact"` or `"regular"`.
  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .compact: "compact"
    case .regular: "regular"
    }
  }
}

/// Light or dark appearance, as UIKit's `UIUserInterfaceStyle`.
///
/// Dynamic colours resolve `.unspecified` as `.light`, as UIKit does.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable, CustomStringConvertible {
  /// No style: the trait is not specified.
  case unspecified = 0
  /// The light appearance.
  case light = 1
  /// The dark appearance.
  case dark = 2

  /// `"unspecified"`, `"light"` or `"dark"`.
  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .light: "light"
    case .dark: "dark"
    }
  }
}

/// The kind of device an interface is designed for, as UIKit's `UIUserInterfaceIdiom`.
///
/// Raw values are UIKit's (there is no 4).
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable, CustomStringConvertible {
  /// No idiom: the trait is not specified.
  case unspecified = -1
  /// An iPhone or iPod touch.
  case phone = 0
  /// An iPad.
  case pad = 1
  /// Apple TV.
  case tv = 2
  /// CarPlay.
  case carPlay = 3
  /// A Mac running an iPad app with the Mac idiom (Mac Catalyst).
  case mac = 5
  /// Apple Vision Pro.
  case vision = 6

  /// The case name, for example `"phone"`.
  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .phone: "phone"
    case .pad: "pad"
    case .tv: "tv"
    case .carPlay: "carPlay"
    case .mac: "mac"
    case .vision: "vision"
    }
  }
}

/// The direction in which leading-to-trailing layout runs, as UIKit's
/// `UITraitEnvironmentLayoutDirection`.
///
/// Curtain's devices are left-to-right; right-to-left is accepted in trait collections but nothing
/// mirrors layout yet.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable, CustomStringConvertible {
  /// No direction: the trait is not specified.
  case unspecified = -1
  /// Leading is left, as in English.
  case leftToRight = 0
  /// Leading is right, as in Arabic and Hebrew.
  case rightToLeft = 1

  /// `"unspecified"`, `"leftToRight"` or `"rightToLeft"`.
  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .leftToRight: "leftToRight"
    case .rightToLeft: "rightToLeft"
    }
  }
}

/// Whether content sits on the base layer or above it, as UIKit's `UIUserInterfaceLevel`: a
/// window's content is `.base`; what a sheet or a popover presents is `.elevated`, where the
/// dark system backgrounds are lighter so that it stands apart from what is behind it.
public enum UIUserInterfaceLevel: Int, Sendable, Hashable, CustomStringConvertible {
  /// No level: the trait is not specified (dynamic colours resolve as `.base`).
  case unspecified = -1
  /// The window's main content.
  case base = 0
  /// Content above it: sheets and popovers.
  case elevated = 1

  /// `"unspecified"`, `"base"` or `"elevated"`.
  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .base: "base"
    case .elevated: "elevated"
    }
  }
}
