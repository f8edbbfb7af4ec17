import Foundation

/// The orientation of the app's interface, as UIKit's `UIInterfaceOrientation`.
///
/// Raw values are UIKit's. Landscape-left and landscape-right name where the *interface's* top
/// points: in `.landscapeLeft` the home button (or the bottom of the device) is on the left, so
/// the device itself is turned right, which is why `UIDeviceOrientation.landscapeRight` maps to it.
public enum UIInterfaceOrientation: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The orientation is not known.
  case unknown = 0
  /// Upright.
  case portrait = 1
  /// Upside down.
  case portraitUpsideDown = 2
  /// Landscape, with the device's bottom on the left.
  case landscapeLeft = 4
  /// Landscape, with the device's bottom on the right.
  case landscapeRight = 3

  /// Whether the orientation is `.portrait` or `.portraitUpsideDown`.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

  /// Whether the orientation is `.landscapeLeft` or `.landscapeRight`.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

  /// The case name, for example `"landscapeLeft"`.
  public var description: String {
    switch self {
    case .unknown: "unknown"
    case .portrait: "portrait"
    case .portraitUpsideDown: "portraitUpsideDown"
    case .landscapeLeft: "landscapeLeft"
    case .landscapeRight: "landscapeRight"
    }
  }
}

/// A set of interface orientations, as UIKit's `UIInterfaceOrientationMask`
/// (`supportedInterfaceOrientations`).
///
/// Each orientation's bit is `1 << rawValue` of its ``UIInterfaceOrientation``, as in UIKit.
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
  /// The bits, as UIKit's.
  public let rawValue: UInt

  /// A set from UIKit's bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Portrait.
  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  /// Portrait upside down.
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  /// Landscape right.
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  /// Landscape left.
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  /// Both landscape orientations.
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  /// Every orientation.
  public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
  /// Every orientation but upside-down portrait: the iPhone default.
  public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]

  /// Whether the set contains `orientation` (never for `.unknown`).
  public func contains(_ orientation: UIInterfaceOrientation) -> Bool {
    orientation != .unknown
      && contains(UIInterfaceOrientationMask(rawValue: 1 << orientation.rawValue))
  }
}

/// The physical orientation of the device, as UIKit's `UIDeviceOrientation`.
///
/// Raw values are UIKit's. Device landscape-left is interface landscape-right and vice versa.
public enum UIDeviceOrientation: Int, Sendable, Hashable, CaseIterable {
  /// The orientation is not known.
  case unknown = 0
  /// Upright, home indicator at the bottom.
  case portrait = 1
  /// Upside down.
  case portraitUpsideDown = 2
  /// Turned so that the device's bottom is on the right.
  case landscapeLeft = 3
  /// Turned so that the device's bottom is on the left.
  case landscapeRight = 4
  /// Lying flat, screen up.
  case faceUp = 5
  /// Lying flat, screen down.
  case faceDown = 6

  /// Whether the orientation is a portrait one.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

  /// Whether the orientation is a landscape one.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

  /// Whether the device lies flat.
  public var isFlat: Bool { self == .faceUp || self == .faceDown }

  /// Whether the orientation is one an interface can take (portrait or landscape).
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }

  /// The interface orientation the device's orientation gives (`.unknown` when flat or unknown).
  public var interfaceOrientation: UIInterfaceOrientation {
    switch self {
    case .portrait: .portrait
    case .portraitUpsideDown: .portraitUpsideDown
    case .landscapeLeft: .landscapeRight
    case .landscapeRight: .landscapeLeft
    case .unknown, .faceUp, .faceDown: .unknown
    }
  }
}
