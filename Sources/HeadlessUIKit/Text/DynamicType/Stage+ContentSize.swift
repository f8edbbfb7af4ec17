import Foundation

extension Stage {
  /// The Dynamic Type size the stage's user chose (Settings › Display & Brightness › Text Size):
  /// the screen's traits report it, and `UIFont.preferredFont(forTextStyle:)` and
  /// `UIFontMetrics` scale to it. Default: `.large`.
  ///
  /// Changing it does what iOS does when the user moves the slider: the traits change down the
  /// window's view controllers (`traitCollectionDidChange(_:)`; labels, buttons and text views
  /// with `adjustsFontForContentSizeCategory` take the new size), then
  /// `UIContentSizeCategory.didChangeNotification` is posted with the new value.
  public var preferredContentSizeCategory: UIContentSizeCategory {
    get { screen.contentSizeSetting.category }
    set {
      let category = newValue == .unspecified ? .large : newValue
      run {
        guard category != screen.contentSizeSetting.category else { return }
        let oldTraits = screen.traitCollection
        screen.contentSizeSetting.category = category
        window.propagateTraitChange(oldTraits)
        for (vc, pc) in presentationChain() {
          pc?.notifyTraitChange(oldTraits)
          vc.propagateTraitChange(oldTraits)
        }
        NotificationCenter.default.post(
          name: UIContentSizeCategory.didChangeNotification, object: application,
          userInfo: [UIContentSizeCategory.newValueUserInfoKey: category])
      }
    }
  }
}

extension UIContentSizeCategory {
  /// The key of the new category (a `UIContentSizeCategory`) in
  /// ``didChangeNotification``'s user info.
  public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

  /// Every category from `.extraSmall` to `.accessibilityExtraExtraExtraLarge`, smallest first.
  public static var allSizes: [UIContentSizeCategory] { ordered }

  /// The category's short name as Settings and Apple's tables write it: `"xS"`, `"L"`,
  /// `"AX5"`; `"unspecified"` for `.unspecified`.
  public var shortName: String {
    guard let i = Self.ordered.firstIndex(of: self) else { return "unspecified" }
    return ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"][i]
  }

  /// The category a user names: a short name (`"L"`, `"xxxL"`, `"AX1"`), UIKit's case name
  /// (`"extraLarge"`, `"accessibilityMedium"`) or snapshot-testing's file name
  /// (`"extra-large"`), ignoring case; nil for anything else.
  public init?(name: String) {
    let key = name.lowercased().filter { $0.isLetter || $0.isNumber }
    let names: [[String]] = [
      ["xs", "extrasmall"], ["s", "small"], ["m", "medium"], ["l", "large"],
      ["xl", "extralarge"], ["xxl", "extraextralarge"], ["xxxl", "extraextraextralarge"],
      ["ax1", "accessibilitymedium"], ["ax2", "accessibilitylarge"],
      ["ax3", "accessibilityextralarge"], ["ax4", "accessibilityextraextralarge"],
      ["ax5", "accessibilityextraextraextralarge"],
    ]
    guard let i = names.firstIndex(where: { $0.contains(key) }) else { return nil }
    self = Self.ordered[i]
  }
}
