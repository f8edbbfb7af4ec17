import Foundation

/// A physical button press (a keyboard key, a remote's button), as UIKit's `UIPress`. A stage
/// has a touch screen only, so no press is ever delivered; the types exist for the code that
/// handles them.
@preconcurrency @MainActor open class UIPress: NSObject {
  /// The buttons of remotes and game controllers, as UIKit's `UIPress.PressType`.
  public enum PressType: Int, Sendable, CaseIterable {
    case upArrow = 0
    case downArrow, leftArrow, rightArrow, select, menu, playPause
    case pageUp = 30
    case pageDown = 31
    case tvRemoteOneTwoThree = 32
    case tvRemoteFourColors = 33
  }

  /// The press's phase, as UIKit's `UIPress.Phase`.
  public enum Phase: Int, Sendable {
    case began, changed, stationary, ended, cancelled
  }

  /// When the press happened or last changed, in stage seconds.
  open internal(set) var timestamp: TimeInterval = 0
  /// Default: `.began`.
  open internal(set) var phase: Phase = .began
  /// Default: `.select`.
  open internal(set) var type: PressType = .select
  /// The window and responder the press went to.
  open internal(set) weak var window: UIWindow?
  open internal(set) weak var responder: UIResponder?
  /// The recognizers receiving the press.
  open internal(set) var gestureRecognizers: [UIGestureRecognizer]?
  /// 0 (not pressed) … 1 (fully pressed).
  open internal(set) var force: CGFloat = 0
}

/// An event of presses, as UIKit's `UIPressesEvent`.
@preconcurrency @MainActor open class UIPressesEvent: UIEvent {
  /// The presses of the event: none on a stage.
  open var allPresses: Set<UIPress> { [] }
  /// The event's presses `gesture` receives.
  open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}

/// The modifier keys held down, as UIKit's `UIKeyModifierFlags`.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
  public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

extension UIEvent {
  /// The pointer buttons pressed, as UIKit's `UIEvent.ButtonMask`.
  public struct ButtonMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let primary = ButtonMask(rawValue: 1 << 0)
    public static let secondary = ButtonMask(rawValue: 1 << 1)

    /// The mask of button number `buttonNumber` (1 is the primary button).
    public static func button(_ buttonNumber: Int) -> ButtonMask {
      ButtonMask(rawValue: 1 << (buttonNumber - 1))
    }
  }
}

/// The kinds of scrolling a pan recognizer follows, as UIKit's `UIScrollTypeMask`.
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// A trackpad's or mouse wheel's continuous scroll.
  public static let continuous = UIScrollTypeMask(rawValue: 1 << 0)
  /// A mouse wheel's stepped scroll.
  public static let discrete = UIScrollTypeMask(rawValue: 1 << 1)
  public static let all: UIScrollTypeMask = [.continuous, .discrete]
}

extension UITouch {
  /// The kinds of touch, as UIKit's `UITouch.TouchType`.
  public enum TouchType: Int, Sendable, CaseIterable {
    /// A finger on the screen: every touch a stage scripts.
    case direct = 0
    case indirect = 1
    case pencil = 2
    case indirectPointer = 3
  }

  /// A finger on the screen: `.direct`.
  public var type: TouchType { .direct }
}
