import HeadlessUIKit

/// A device configuration for snapshotting a view controller: the size of its window, the
/// window's safe area and the traits its controller is given, as swift-snapshot-testing defines
/// them on iOS (`.image(on: .iPhoneSe)`).
///
/// The presets (`.iPhoneSe`, `.iPhone13Pro(.landscape)`, `.iPadPro11(.portrait(splitView:
/// .oneThird))`, …) carry exactly the library's sizes, safe areas and traits, which are not the
/// devices' own in every detail (the library gives no preset a display scale: images are made at
/// the scale of the simulator the tests run on, ``SnapshotSimulator``).
public struct ViewImageConfig: Sendable {
  /// A phone's orientation.
  public enum Orientation: Sendable {
    case landscape
    case portrait
  }

  /// A tablet's orientation and the share of the screen a split view gives the app.
  public enum TabletOrientation: Sendable {
    /// The app's share of a portrait screen.
    public enum PortraitSplits: Sendable {
      case oneThird
      case twoThirds
      case full
    }
    /// The app's share of a landscape screen.
    public enum LandscapeSplits: Sendable {
      case oneThird
      case oneHalf
      case twoThirds
      case full
    }
    case landscape(splitView: LandscapeSplits)
    case portrait(splitView: PortraitSplits)
  }

  /// The window's safe-area insets, in points.
  public var safeArea: UIEdgeInsets
  /// The window's size, in points; nil keeps the view controller's view's size.
  public var size: CGSize?
  /// The traits the snapshotted controller is given.
  public var traits: UITraitCollection

  /// A configuration.
  ///
  /// - Parameters:
  ///   - safeArea: The window's safe-area insets. Default: none.
  ///   - size: The window's size. Default: nil, the controller's view's size.
  ///   - traits: The controller's traits. Default: none specified.
  public init(
    safeArea: UIEdgeInsets = .zero,
    size: CGSize? = nil,
    traits: UITraitCollection = .init()
  ) {
    self.safeArea = safeArea
    self.size = size
    self.traits = traits
  }
}
