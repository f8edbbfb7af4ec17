import Foundation

extension Bundle {
  /// The top-level objects of the nib `name` in this bundle, as UIKit's
  /// `loadNibNamed(_:owner:options:)`. Curtain cannot read compiled nibs (there is no Interface
  /// Builder on Linux), so, as iOS does for a nib missing from its bundle, this raises
  /// `NSInternalInconsistencyException` on the running stage; it then returns nil, so code
  /// that falls back (`?? []`) goes on to its own error path.
  @MainActor public func loadNibNamed(
    _ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil
  ) -> [Any]? {
    Stage.current?.raise(
      .internalInconsistency("Could not load NIB in bundle: '\(bundlePath)' with name '\(name)'"))
    return nil
  }
}
