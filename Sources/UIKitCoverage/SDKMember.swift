/// A Swift name as the Clang importer gives it: a base name and, for functions, argument labels
/// (`_` for an unlabelled argument). `init(frame:)` is `SwiftName(base: "init", labels: ["frame"])`;
/// a property's name has no labels.
public struct SwiftName: Hashable, Sendable, CustomStringConvertible {
  public var base: String
  /// `nil` for a property.
  public var labels: [String]?

  public init(base: String, labels: [String]? = nil) {
    self.base = base
    self.labels = labels
  }

  /// Parses `fill(_:)`, `init(frame:)`, `frame` (a property).
  public init(parsing text: String) {
    guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else {
      self.init(base: text)
      return
    }
    let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
    let labels = inner.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
    self.init(base: String(text[..<open]), labels: labels)
  }

  public var description: String {
    guard let labels else { return base }
    return base + "(" + labels.map { $0 + ":" }.joined() + ")"
  }
}

/// What kind of member a declaration is, in Swift's terms.
public enum MemberKind: String, Hashable, Sendable, Comparable {
  case property
  case method
  case initializer
  case function

  public static func < (a: MemberKind, b: MemberKind) -> Bool { a.rawValue < b.rawValue }
}

/// One public member of the iOS SDK as Swift sees it.
public struct SDKMember: Hashable, Sendable {
  /// The Swift type the member belongs to (`UIView`, `CGContext`), or a header's name followed by
  /// " functions" for a free function.
  public var container: String
  public var kind: MemberKind
  /// A class member (`class var`, `class func`): `static` in Curtain.
  public var isStatic: Bool
  /// The Objective-C selector, property or C function name, as the header spells it.
  public var objCName: String
  /// The Swift name: exact where the header or API notes give it, derived otherwise.
  public var swiftName: SwiftName
  /// True when the name came from `NS_SWIFT_NAME` or the framework's API notes.
  public var isExplicit: Bool
  /// `NS_REFINED_FOR_SWIFT`: Swift code calls the overlay's version, whose name the header
  /// does not give.
  public var isRefinedForSwift: Bool
  /// The selector's pieces (empty for a property or a function with an explicit name).
  public var pieces: [String]
  /// The parameter types, as spelled (`CGRect`, `UIViewController *`).
  public var parameterTypes: [String]
  /// Deprecated on iOS in iOS 13.0 or earlier (counted apart).
  public var isDeprecatedByIOS13: Bool

  public init(
    container: String, kind: MemberKind, isStatic: Bool = false, objCName: String,
    swiftName: SwiftName, isExplicit: Bool = false, isRefinedForSwift: Bool = false,
    pieces: [String] = [],
    parameterTypes: [String] = [], isDeprecatedByIOS13: Bool = false
  ) {
    self.container = container
    self.kind = kind
    self.isStatic = isStatic
    self.objCName = objCName
    self.swiftName = swiftName
    self.isExplicit = isExplicit
    self.isRefinedForSwift = isRefinedForSwift
    self.pieces = pieces
    self.parameterTypes = parameterTypes
    self.isDeprecatedByIOS13 = isDeprecatedByIOS13
  }
}

/// One public member Curtain declares, read from a symbol graph.
public struct CurtainMember: Hashable, Sendable {
  public var container: String
  public var kind: MemberKind
  public var isStatic: Bool
  public var name: SwiftName

  public init(container: String, kind: MemberKind, isStatic: Bool, name: SwiftName) {
    self.container = container
    self.kind = kind
    self.isStatic = isStatic
    self.name = name
  }
}
