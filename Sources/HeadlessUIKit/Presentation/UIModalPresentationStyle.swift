import Foundation

/// How a presented view controller is shown, with UIKit's raw values.
public enum UIModalPresentationStyle: Int, Sendable, Hashable, CustomStringConvertible {
  /// The presented view covers the screen; the presenting view is removed when the
  /// presentation completes.
  case fullScreen = 0
  /// A card sheet (iOS 13+): page wide on an iPad; see ``UISheetPresentationController``.
  case pageSheet = 1
  /// A form sheet (iOS 13+ card): centred at its preferred size on an iPad, a page sheet on an iPhone.
  case formSheet = 2
  /// Covers the presentation context (`definesPresentationContext`); its view is removed.
  case currentContext = 3
  /// Managed by the transitioning delegate's presentation controller and animators.
  case custom = 4
  /// Covers the screen; the presenting view stays underneath.
  case overFullScreen = 5
  /// Covers the presentation context; its view stays underneath.
  case overCurrentContext = 6
  /// A popover.
  case popover = 7
  /// tvOS only.
  case blurOverFullScreen = 8
  /// "Do not adapt" (from adaptivity delegates).
  case none = -1
  /// The system's choice (a page sheet on iOS 13+).
  case automatic = -2

  public var description: String {
    switch self {
    case .fullScreen: return "fullScreen"
    case .pageSheet: return "pageSheet"
    case .formSheet: return "formSheet"
    case .currentContext: return "currentContext"
    case .custom: return "custom"
    case .overFullScreen: return "overFullScreen"
    case .overCurrentContext: return "overCurrentContext"
    case .popover: return "popover"
    case .blurOverFullScreen: return "blurOverFullScreen"
    case .none: return "none"
    case .automatic: return "automatic"
    }
  }

  /// Whether the style covers a presentation context rather than the screen.
  var isCurrentContext: Bool { self == .currentContext || self == .overCurrentContext }
}

/// The built-in animation of a modal presentation, with UIKit's raw values.
public enum UIModalTransitionStyle: Int, Sendable, Hashable {
  /// Slides up from the bottom (the default).
  case coverVertical = 0
  /// Flips about the vertical axis, in perspective.
  case flipHorizontal = 1
  /// Fades in.
  case crossDissolve = 2
  /// A page curl. Not drawn by Curtain: it falls back to `.crossDissolve`.
  case partialCurl = 3
}
