import ArgumentParser
import Curtain

/// The options that pick the stage a film runs on: `--device`, `--orientation`, `--appearance`,
/// `--content-size`, `--scale`, and what the screen shows around the app (`--no-status-bar`,
/// `--no-home-indicator`, `--bezel`). Each one left out keeps the film's own choice.
struct StageOptions: ParsableArguments {
  /// An interface orientation as the command line spells it.
  enum Orientation: String, CaseIterable, ExpressibleByArgument {
    case portrait
    case landscapeLeft = "landscape-left"
    case landscapeRight = "landscape-right"
    case upsideDown = "upside-down"

    /// UIKit's orientation.
    var interfaceOrientation: UIInterfaceOrientation {
      switch self {
      case .portrait: .portrait
      case .landscapeLeft: .landscapeLeft
      case .landscapeRight: .landscapeRight
      case .upsideDown: .portraitUpsideDown
      }
    }
  }

  /// Light or dark, as the command line spells it.
  enum Appearance: String, CaseIterable, ExpressibleByArgument {
    case light, dark

    /// UIKit's interface style.
    var style: UIUserInterfaceStyle { self == .light ? .light : .dark }
  }

  @Option(
    help: ArgumentHelp(
      "The device, e.g. iPhoneSE1, iPhoneX, iPhone17Pro, iPhoneAir, iPadMini, iPadPro13 "
        + "(`curtain list --devices` shows them all). Default: the film's (usually iPhone15Pro).",
      valueName: "name"))
  var device: String?

  @Option(help: "The interface orientation. Default: the film's (usually portrait).")
  var orientation: Orientation?

  @Option(help: "Light or dark appearance. Default: the film's (usually light).")
  var appearance: Appearance?

  @Option(
    help: ArgumentHelp(
      "The Dynamic Type size: xS, S, M, L, xL, xxL, xxxL, AX1…AX5 (or UIKit's names, e.g. "
        + "extraLarge). Default: the film's (usually L).",
      valueName: "size"))
  var contentSize: String?

  @Option(
    help: ArgumentHelp(
      "Pixels per point, 0.25…4 (1 makes small frames). Default: the device's (3 on "
        + "iPhone15Pro).",
      valueName: "factor"))
  var scale: Double?

  @Flag(
    inversion: .prefixedNo,
    help: "Show the status bar over the app. Default: the film's (shown).")
  var statusBar: Bool?

  @Flag(
    inversion: .prefixedNo,
    help:
      "Show the home indicator on devices without a home button. Default: the film's (shown).")
  var homeIndicator: Bool?

  @Flag(
    inversion: .prefixedNo,
    help: ArgumentHelp(
      "Show the display's rounded corners and Dynamic Island: outside them frames are "
        + "transparent (black in .mp4 and .webm). Default: the film's (not shown)."))
  var bezel: Bool?

  init() {}

  /// `film` on the stage these options describe.
  ///
  /// - Throws: ``CommandFailure`` for an unknown device (naming the nearest and listing them
  ///   all) or a scale out of range.
  func apply(to film: Film) throws(CommandFailure) -> Film {
    var film = film
    if let device {
      guard let found = Device(identifier: device) else {
        let nearest = Device.nearest(to: device).identifier
        throw .badInput(
          "unknown device '\(device)'; did you mean \(nearest)? "
            + "`curtain list --devices` shows them all")
      }
      film.device = found
    }
    if let scale {
      guard scale.isFinite, (0.25...4).contains(scale) else {
        throw .badInput(
          "--scale \(Self.format(scale)) is out of range; give 0.25…4, e.g. --scale 1")
      }
      film.renderScale = CGFloat(scale)
    }
    if let orientation { film.orientation = orientation.interfaceOrientation }
    if let appearance { film.appearance = appearance.style }
    if let contentSize {
      guard let category = UIContentSizeCategory(name: contentSize) else {
        throw .badInput(
          "unknown content size '\(contentSize)'; give one of "
            + UIContentSizeCategory.allSizes.map(\.shortName).joined(separator: ", ")
            + ", e.g. --content-size AX1")
      }
      film.contentSizeCategory = category
    }
    if let statusBar { film.showsStatusBar = statusBar }
    if let homeIndicator { film.showsHomeIndicator = homeIndicator }
    if let bezel { film.showsDeviceShape = bezel }
    return film
  }

  /// A number as the user would type it: `2`, `0.5`.
  static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
