import Foundation

/// The interaction that shows a tooltip where a pointer hovers, as UIKit's
/// `UIToolTipInteraction` (iOS 15): its text and whether it is enabled are kept; a stage has no
/// pointer, so no tooltip shows.
@preconcurrency @MainActor open class UIToolTipInteraction: NSObject {
  /// Whether the interaction shows its tooltip. Default: true.
  open var isEnabled = true
  /// The tooltip's text.
  open var defaultToolTip: String?

  /// An interaction with no tooltip.
  public override init() { super.init() }

  /// An interaction showing `defaultToolTip`.
  public init(defaultToolTip: String) {
    self.defaultToolTip = defaultToolTip
    super.init()
  }
}
