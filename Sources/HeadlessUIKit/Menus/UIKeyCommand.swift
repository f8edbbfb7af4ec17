import Foundation

/// A keyboard shortcut, as UIKit's `UIKeyCommand`: a key, the modifier keys held with it, and
/// the action it sends. A stage has a touch screen only (see `UIPress`), so no key command
/// fires; responders list theirs in `keyCommands` for the code that reads them.
///
/// iOS code names the action with `#selector`, which needs the Objective-C runtime; here it is
/// an unapplied method of the responder that handles it, `Viewer.escapePressed`.
@preconcurrency @MainActor open class UIKeyCommand: UIMenuElement {
  /// The key: a character, or one of the `input…` constants.
  public let input: String?
  /// The modifier keys held with the key.
  public let modifierFlags: UIKeyModifierFlags
  /// The title shown in the iPad's shortcut list. Default: nil.
  open var discoverabilityTitle: String?
  /// Whether the command wins over the system's own use of its key. Default: false.
  open var wantsPriorityOverSystemBehavior = false
  /// Sends the action to a responder of the type it belongs to; false for any other object.
  let send: @MainActor (UIKeyCommand, AnyObject) -> Bool

  /// A command sending `action`, a method of the responder taking no argument.
  public init<Target: AnyObject>(
    input: String, modifierFlags: UIKeyModifierFlags,
    action: @escaping (Target) -> () -> Void
  ) {
    self.input = input
    self.modifierFlags = modifierFlags
    send = { _, responder in
      guard let target = responder as? Target else { return false }
      action(target)()
      return true
    }
    super.init(title: "", image: nil)
  }

  /// A command sending `action`, a method of the responder taking the command.
  public init<Target: AnyObject>(
    input: String, modifierFlags: UIKeyModifierFlags,
    action: @escaping (Target) -> (UIKeyCommand) -> Void
  ) {
    self.input = input
    self.modifierFlags = modifierFlags
    send = { command, responder in
      guard let target = responder as? Target else { return false }
      action(target)(command)
      return true
    }
    super.init(title: "", image: nil)
  }

  /// The Escape key.
  public static let inputEscape = "UIKeyInputEscape"
  /// The Up Arrow key.
  public static let inputUpArrow = "UIKeyInputUpArrow"
  /// The Down Arrow key.
  public static let inputDownArrow = "UIKeyInputDownArrow"
  /// The Left Arrow key.
  public static let inputLeftArrow = "UIKeyInputLeftArrow"
  /// The Right Arrow key.
  public static let inputRightArrow = "UIKeyInputRightArrow"
  /// The Page Up key.
  public static let inputPageUp = "UIKeyInputPageUp"
  /// The Page Down key.
  public static let inputPageDown = "UIKeyInputPageDown"
  /// The Home key.
  public static let inputHome = "UIKeyInputHome"
  /// The End key.
  public static let inputEnd = "UIKeyInputEnd"
  /// The forward Delete key.
  public static let inputDelete = "UIKeyInputDelete"
}
