import Foundation

/// What the system draws over a window: the status bar's content colour and whether it shows,
/// and whether the home indicator shows, resolved from the window's controllers as UIKit
/// resolves them (docs/uikit-behaviour.md#status-bar).
///
/// The controllers are asked as `UIStatusBarManager` asks them (the deciding controller, then
/// its `childFor…` chain). `.default` is dark content in light appearance and light content in
/// dark, by the traits of the controller that answered. While a card sheet has made its
/// presenter recede, the status bar sits over the black behind it and its content is light.
/// iPhones hide the status bar in compact height (landscape).
struct StatusBarAppearance: Equatable {
  /// Whether the content is light (white) rather than dark (black).
  var isLight: Bool
  /// Whether the content the window's controllers ask for is light: the home indicator's
  /// colour, at the bottom of the screen, where no receding presenter leaves black behind.
  var asksForLight: Bool
  /// Whether the status bar is hidden.
  var isHidden: Bool
  /// Whether the home indicator is hidden.
  var hidesHomeIndicator: Bool

  /// The appearance the stage's controllers ask for, from the controller that decides the
  /// status bar (`Stage.systemAppearanceController()`).
  @MainActor init(stage: Stage) {
    let styleSource = stage.systemAppearanceController(following: \.childForStatusBarStyle)
    switch stage.statusBarStyle {
    case .lightContent: isLight = true
    case .darkContent: isLight = false
    case .default:
      let traits = styleSource?.traitCollection ?? stage.window.traitCollection
      isLight = traits.userInterfaceStyle == .dark
    }
    asksForLight = isLight
    if let decider = stage.systemAppearanceController(),
      Self.sheetRecedesPresenter(above: decider)
    {
      isLight = true
    }
    let traits = stage.window.traitCollection
    isHidden =
      stage.isStatusBarHidden
      || (traits.userInterfaceIdiom == .phone && traits.verticalSizeClass == .compact)
    hidesHomeIndicator = stage.prefersHomeIndicatorAutoHidden
  }

  /// Whether a card sheet presented over `decider` (or over what it presents) has its
  /// presenter receded.
  @MainActor static func sheetRecedesPresenter(above decider: UIViewController) -> Bool {
    var current = decider
    while let presented = current.presentedViewController, presented !== current {
      if let sheet = presented._presentationController as? UISheetPresentationController,
        sheet.recedesPresenter
      {
        return true
      }
      current = presented
    }
    return false
  }
}
