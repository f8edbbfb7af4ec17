import Foundation

/// docs/uikit-coverage.md: the total, a table per type, and each type's missing members.
public enum CoverageMarkdown {
  public static func render(_ types: [TypeCoverage], sdkName: String) -> String {
    let members = types.map(\.members.count).reduce(0, +)
    let declared = types.map(\.declared.count).reduce(0, +)
    let deprecated = types.map(\.deprecatedCount).reduce(0, +)
    let deprecatedDeclared = types.map(\.deprecatedDeclared).reduce(0, +)
    var lines: [String] = [
      "# UIKit's surface in Curtain",
      "",
      "How much of the iOS SDK's public interface Curtain's drop-in `UIKit` module declares, for",
      "the types presentation code touches. Written by `Scripts/uikit-coverage.sh` from the",
      "Objective-C headers of \(sdkName) (UIKit, QuartzCore, Core Graphics and their API notes)",
      "and the symbol graphs of the modules `import UIKit` brings in on Linux; run it again",
      "after changing the surface.",
      "",
      "A member counts once per type that declares it in the headers (a category's members",
      "under their class; overloads that differ only in their types, once). Left out: members",
      "unavailable on iOS or in Swift, names the API notes hide behind `__` for an overlay, and",
      "Core Graphics' C functions without a Swift name (the overlay replaces `CGRectMake` and",
      "its kin with members). Members deprecated in iOS 13.0 or earlier are counted apart. A",
      "member is declared when Curtain has one of the same kind (property, method,",
      "initializer), static or not alike, on the type or a type it inherits from or conforms",
      "to, with the Swift name: exactly where the header or API notes give it, otherwise base",
      "name and argument labels as the importer's pruning of type names allows; for a member",
      "`NS_REFINED_FOR_SWIFT` (the overlay's own version), the base name alone; for a member",
      "the API notes hide (`SwiftPrivate`) and UIKit's overlay replaces, the overlay's name as",
      "Apple documents it (`valueForCGFloatTrait:` → `subscript(_:)`; `OverlayNames.swift`),",
      "so overloads the overlay merges count once. Names in the missing lists that the headers",
      "do not give are derived and may differ slightly from Xcode's.",
      "",
      "**Total: \(declared) of \(members) members (\(percent(declared, members)))**; deprecated",
      "by iOS 13: \(deprecatedDeclared) of \(deprecated) declared. The target is 95 %.",
      "",
      "Headers measured: "
        + CoverageScope.headers.map { framework, headers in
          "\(framework) (" + headers.map { "`\($0).h`" }.joined(separator: ", ") + ")"
        }.joined(separator: "; ") + ".",
      "",
      "| Type | SDK members | Declared | % | Deprecated by iOS 13 (declared) |",
      "|---|---:|---:|---:|---:|",
    ]
    for type in types.sorted(by: { $0.type < $1.type }) {
      lines.append(
        "| \(type.type) | \(type.members.count) | \(type.declared.count) | "
          + "\(percent(type.declared.count, type.members.count)) | "
          + "\(type.deprecatedCount) (\(type.deprecatedDeclared)) |")
    }
    lines += ["", "## Missing members", ""]
    for type in types.sorted(by: { $0.type < $1.type }) where !type.missing.isEmpty {
      let names = type.missing.map(display).sorted()
      lines.append("- **\(type.type)** (\(type.missing.count)): " + names.joined(separator: ", "))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `static fill(_:)` and the like, in code font.
  static func display(_ member: SDKMember) -> String {
    (member.isStatic ? "`static " : "`") + member.swiftName.description + "`"
  }

  static func percent(_ part: Int, _ whole: Int) -> String {
    guard whole > 0 else { return "—" }
    return String(format: "%.1f %%", 100 * Double(part) / Double(whole))
  }
}
