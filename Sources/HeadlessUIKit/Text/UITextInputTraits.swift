/// How a text input's keyboard looks and what it corrects. Curtain shows no keyboard, so these
/// are kept for the code that sets and reads them; their raw values are UIKit's.
@preconcurrency @MainActor public protocol UITextInputTraits: AnyObject {
  var autocapitalizationType: UITextAutocapitalizationType { get set }
  var autocorrectionType: UITextAutocorrectionType { get set }
  var spellCheckingType: UITextSpellCheckingType { get set }
  var keyboardType: UIKeyboardType { get set }
  var keyboardAppearance: UIKeyboardAppearance { get set }
  var returnKeyType: UIReturnKeyType { get set }
  var enablesReturnKeyAutomatically: Bool { get set }
  var isSecureTextEntry: Bool { get set }
  var textContentType: UITextContentType! { get set }
}

/// Which letters the keyboard capitalizes.
public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}

/// Whether the keyboard corrects words.
public enum UITextAutocorrectionType: Int, Sendable {
  case `default`, no, yes
}

/// Whether misspelled words are marked.
public enum UITextSpellCheckingType: Int, Sendable {
  case `default`, no, yes
}

/// The keys the keyboard offers.
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
  case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
  public static let alphabet = UIKeyboardType.asciiCapable
}

/// The keyboard's light or dark look.
public enum UIKeyboardAppearance: Int, Sendable {
  case `default`, dark, light
  public static let alert = UIKeyboardAppearance.dark
}

/// The title of the keyboard's return key.
public enum UIReturnKeyType: Int, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall
  case `continue`
}

/// What kind of text an input expects, for the keyboard's suggestions (`.emailAddress`).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  public static let name = UITextContentType("name")
  public static let username = UITextContentType("username")
  public static let password = UITextContentType("password")
  public static let newPassword = UITextContentType("new-password")
  public static let oneTimeCode = UITextContentType("one-time-code")
  public static let emailAddress = UITextContentType("email")
  public static let telephoneNumber = UITextContentType("tel")
  public static let URL = UITextContentType("url")
  public static let fullStreetAddress = UITextContentType("street-address")
  public static let postalCode = UITextContentType("postal-code")
}
