/// The Objective-C runtime's names that Curtain's `ObjectiveCRuntime` module declares
/// (associated objects), which a file reaches on Linux through `import UIKit`.
///
/// On iOS `import Foundation` brings the Objective-C runtime, so a file importing only Foundation
/// calls `objc_setAssociatedObject(self, key, value, .OBJC_ASSOCIATION_COPY)`. Linux's Foundation
/// has no runtime; Curtain's UIKit drop-in re-exports `ObjectiveCRuntime`, so ImportRewriter
/// gives such a file UIKit as it does a file naming `UIView`: a product every ported target
/// already depends on, and an import iOS compiles too.
enum RuntimeImport {
  /// Runtime names a file needs `ObjectiveCRuntime` (through UIKit) for.
  static let names: Set<String> = ObjectiveCFence.declaredFunctions.union([
    "objc_AssociationPolicy"
  ])
}
