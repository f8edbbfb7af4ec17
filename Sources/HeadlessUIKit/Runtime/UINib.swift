import Foundation

/// An Interface Builder file, as UIKit's `UINib`: table and collection views register nibs for
/// their cells. Curtain cannot read compiled nibs (there is no Interface Builder on Linux), so
/// ``instantiate(withOwner:options:)`` raises the exception iOS raises for a nib missing from
/// its bundle; register cell classes instead.
@preconcurrency @MainActor open class UINib: NSObject {
  /// Keys of the options `instantiate(withOwner:options:)` takes.
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Objects the nib refers to as external.
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  /// The nib's name (nil for one made from data).
  let name: String?
  /// The bundle it was looked for in.
  let bundle: Bundle

  /// The nib named `name` in `bundleOrNil` (nil: the main bundle).
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    self.name = name
    bundle = bundleOrNil ?? .main
    super.init()
  }

  /// A nib from its compiled data.
  public init(data: Data, bundle bundleOrNil: Bundle?) {
    name = nil
    bundle = bundleOrNil ?? .main
    super.init()
  }

  /// The nib's top-level objects. Curtain cannot load nibs: this raises
  /// `NSInternalInconsistencyException` as iOS does for a nib it cannot find, and returns none.
  open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil)
    -> [Any]
  {
    Stage.current?.raise(
      .internalInconsistency(
        "Could not load NIB in bundle: '\(bundle.bundlePath)' with name '\(name ?? "(data)")'"))
    return []
  }
}
