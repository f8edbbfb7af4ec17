import Foundation

/// What a text view keeps of UIKit's editing state; a stage simulates no editing.
struct TextViewEditingState {
  var selectedRange = NSRange(location: 0, length: 0)
  var typingAttributes: [NSAttributedString.Key: Any] = [:]
  var linkTextAttributes: [NSAttributedString.Key: Any] = [:]
  var allowsEditingTextAttributes = false
  var clearsOnInsertion = false
  var usesStandardTextScaling = false
  var isFindInteractionEnabled = false
  var dataDetectorTypes: UIDataDetectorTypes = []
  var borderStyle = UITextView.BorderStyle.none
}

/// The kinds of data a text view turns into links, as UIKit's `UIDataDetectorTypes`.
public struct UIDataDetectorTypes: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
  public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
  public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
  public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
  public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
  public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
  public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
  public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
  public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
  public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}

extension UITextView {
  /// The border a text view draws (iOS 17, visionOS). Default: `.none`.
  public enum BorderStyle: Int, Sendable {
    case none = 0
    case roundedRect = 1
  }

  /// The selected characters. Default: none at the start; nothing selects on a stage.
  public var selectedRange: NSRange {
    get { editingState.selectedRange }
    set { editingState.selectedRange = newValue }
  }
  /// The attributes typed text takes. Default: none set.
  public var typingAttributes: [NSAttributedString.Key: Any] {
    get { editingState.typingAttributes }
    set { editingState.typingAttributes = newValue }
  }
  /// The attributes links are drawn with. Default: none set.
  public var linkTextAttributes: [NSAttributedString.Key: Any]! {
    get { editingState.linkTextAttributes }
    set { editingState.linkTextAttributes = newValue ?? [:] }
  }
  /// Whether editing may change the text's attributes. Default: false.
  public var allowsEditingTextAttributes: Bool {
    get { editingState.allowsEditingTextAttributes }
    set { editingState.allowsEditingTextAttributes = newValue }
  }
  /// Whether typing replaces the whole text. Default: false.
  public var clearsOnInsertion: Bool {
    get { editingState.clearsOnInsertion }
    set { editingState.clearsOnInsertion = newValue }
  }
  /// Whether the text scales as on macOS (Mac Catalyst). Default: false.
  public var usesStandardTextScaling: Bool {
    get { editingState.usesStandardTextScaling }
    set { editingState.usesStandardTextScaling = newValue }
  }
  /// Whether the find bar may open (iOS 16). Default: false.
  public var isFindInteractionEnabled: Bool {
    get { editingState.isFindInteractionEnabled }
    set { editingState.isFindInteractionEnabled = newValue }
  }
  /// Whether Writing Tools are working on the text (iOS 18): never on a stage.
  public var isWritingToolsActive: Bool { false }
  /// The kinds of data turned into links. Default: none. Curtain detects none.
  public var dataDetectorTypes: UIDataDetectorTypes {
    get { editingState.dataDetectorTypes }
    set {
      editingState.dataDetectorTypes = newValue
      if !newValue.isEmpty {
        noteMissingEffect("UITextView.dataDetectorTypes", "no data in the text becomes a link")
      }
    }
  }
  /// The border drawn around the text (iOS 17). Default: `.none`.
  public var borderStyle: BorderStyle {
    get { editingState.borderStyle }
    set {
      editingState.borderStyle = newValue
      if newValue != .none {
        noteMissingEffect("UITextView.borderStyle", "the text view is drawn without a border")
      }
    }
  }
}
