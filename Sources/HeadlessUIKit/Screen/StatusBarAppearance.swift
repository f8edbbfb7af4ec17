import Foundation

/// What the system draws over a window: the status bar's content colour and whether it shows,
/// and whether the home indicator shows, resolved from the window's controllers as UIKit
/// resolves them (docs/uikit-behaviour.md#status-bar).
///
/// UIKit asks the window's root controller, or the topmost controller presented over it that
/// took the status bar over: one presented `.fullScreen`, or any with
/// `modalPresentationCapturesStatusBarAppearance`. That controller may hand the question to a
/// child (`childForStatusBarStyle`, `childForStatusBarHidden`,
/// `childForHomeIndicatorAutoHidden`), and that child to its own, and so on. `.default` is
/// dark content in light appearance and light content in dark, by the traits of the
/// controller that answered. While a card sheet has made its presenter recede, the status bar
/// sits over the black behind it and its content is light. iPhones hide the status bar in
/// compact height (landscape).
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

  /// The appearance the window's controllers ask for.
  @MainActor init(window: UIWindow) {
    let root = window.rootViewController
    let decider = root.map(Self.decidingController)
    let styleSource = decider.map { Self.follow($0, \.childForStatusBarStyle) }
    let style = styleSource?.preferredStatusBarStyle ?? .default
    switch style {
    case .lightContent: isLight = true
    case .darkContent: isLight = false
    case .default:
      let traits = styleSource?.traitCollection ?? window.traitCollection
      isLight = traits.userInterfaceStyle == .dark
    }
    asksForLight = isLight
    if let decider, Self.sheetRecedesPresenter(above: decider) { isLight = true }
    let hiddenSource = decider.map { Self.follow($0, \.childForStatusBarHidden) }
    isHidden =
      (hiddenSource?.prefersStatusBarHidden ?? false)
      || (window.traitCollection.userInterfaceIdiom == .phone
        && window.traitCollection.verticalSizeClass == .compact)
    let indicatorSource = decider.map { Self.follow($0, \.childForHomeIndicatorAutoHidden) }
    hidesHomeIndicator = indicatorSource?.prefersHomeIndicatorAutoHidden ?? false
  }

  /// The root, or the topmost controller presented over it that took the status bar over.
  @MainActor static func decidingController(_ root: UIViewController) -> UIViewController {
    var decider = root
    var current = root
    while let presented = current.presentedViewController, presented !== current {
      if presented.resolvedPresentationStyle == .fullScreen
        || presented.modalPresentationCapturesStatusBarAppearance
      {
        decider = presented
      }
      current = presented
    }
    return decider
  }

  /// `vc`'s child for a question, that child's, and so on, to the one that answers.
  @MainActor static func follow(
    _ vc: UIViewController, _ child: KeyPath<UIViewController, UIViewController?>
  ) -> UIViewController {
    var answering = vc
    var seen: Set<ObjectIdentifier> = [ObjectIdentifier(vc)]
    while let next = answering[keyPath: child], seen.insert(ObjectIdentifier(next)).inserted {
      answering = next
    }
    return answering
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
