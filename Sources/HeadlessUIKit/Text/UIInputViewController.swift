import Foundation

/// A view for custom input, as UIKit's `UIInputView`: the background style it is drawn in.
@preconcurrency @MainActor open class UIInputView: UIView {
  /// The background of an input view, as UIKit's `UIInputView.Style`.
  public enum Style: Int, Sendable {
    /// No background: the view draws its own.
    case `default` = 0
    /// The keyboard's background.
    case keyboard = 1
  }

  /// The style the view was made with.
  public let inputViewStyle: Style
  /// Whether the view sizes itself with Auto Layout rather than its frame. Default: false.
  open var allowsSelfSizing = false

  /// An input view of `inputViewStyle`.
  public init(frame: CGRect, inputViewStyle: Style) {
    self.inputViewStyle = inputViewStyle
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    inputViewStyle = .default
    super.init(coder: coder)
  }
}

/// The controller of a custom input view or input accessory view, as UIKit's
/// `UIInputViewController`: what a responder's `inputViewController` returns. A stage shows
/// no keyboard or input views.
@preconcurrency @MainActor open class UIInputViewController: UIViewController {
  /// The input view the controller manages (UIKit types it `UIInputView`). Default: nil.
  open override var inputView: UIView? {
    get { _inputView }
    set { _inputView = newValue }
  }
  private var _inputView: UIView?
}

/// The shortcuts bar above an iPad's keyboard for one responder, as UIKit's
/// `UITextInputAssistantItem`: its groups of buttons are kept for code that sets them; a
/// stage shows no keyboard.
@preconcurrency @MainActor open class UITextInputAssistantItem: NSObject {
  /// Whether the bar may hide its shortcuts when space is short. Default: true.
  open var allowsHidingShortcuts = true
  /// The groups at the bar's leading end. Default: none.
  open var leadingBarButtonGroups: [UIBarButtonItemGroup] = []
  /// The groups at the bar's trailing end. Default: none.
  open var trailingBarButtonGroups: [UIBarButtonItemGroup] = []
}

/// A group of bar button items, as UIKit's `UIBarButtonItemGroup`: its items and the one that
/// stands for them when space is short.
@preconcurrency @MainActor open class UIBarButtonItemGroup: NSObject {
  /// The items in the group.
  open var barButtonItems: [UIBarButtonItem]
  /// The item shown in place of the group when it collapses. Default: nil.
  open var representativeItem: UIBarButtonItem?

  /// A group of `barButtonItems`, with `representativeItem` for when it collapses.
  public init(barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem?) {
    self.barButtonItems = barButtonItems
    self.representativeItem = representativeItem
    super.init()
  }
}
