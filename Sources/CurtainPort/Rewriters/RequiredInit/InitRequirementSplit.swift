import Foundation
import SwiftSyntax

/// Splits a protocol that requires an initializer when a class from another module is made to
/// conform to it in an extension (`extension NSObject: InitializableClass {}`). A non-final
/// class satisfies an initializer requirement only with a `required` initializer. On Apple
/// platforms the initializers of Objective-C classes count as required; on Linux NSObject
/// (swift-corelibs-foundation) and every UIKit class are Swift classes whose `init()` is not,
/// so the conformance does not compile.
///
/// The protocol `P` gets a base protocol `PBase` with everything but its initializer
/// requirements; the members of `P`'s extensions that need no initializer (`with(_:)`) move to
/// `extension PBase`; the outside class conforms to `PBase`; and each call of an initializer it
/// lost (`UIView { $0.alpha = 0 }`) becomes a call of the method of `PBase` that does the same
/// to a new object (`UIView().with { $0.alpha = 0 }`). Types of the ported sources that conform
/// to `P` keep it, and `PBase`'s members through it.
///
/// Refused (the files conforming are left untouched, with the reason): a member of `P`'s
/// extensions other than an initializer that needs one (`static func make() -> Self`), an
/// initializer the class loses with no method doing the same as it after `self.init()`,
/// a protocol with a `where` clause or primary associated types, and a `PBase` name in use.
enum InitRequirementSplit {
  static func changes(in files: [ParsedFile], untouched: Set<String> = []) -> [FileChanges] {
    let types = DeclaredTypes(files)
    var changes = Array(repeating: FileChanges(), count: files.count)
    for (index, file) in files.enumerated() {
      for proto in file.tree.descendants(ProtocolDeclSyntax.self) where requiresInit(proto) {
        let conformances = outsideConformances(to: proto, in: files, types: types)
        guard !conformances.isEmpty else { continue }
        let split: Split
        do {
          split = try Split(proto, file: index, files: files, types: types)
        } catch {
          for conformance in conformances {
            changes[conformance.file].refusals.append(error.description)
          }
          continue
        }
        let blocked = Set(split.touchedFiles(conformances)).filter {
          untouched.contains(files[$0].path)
        }
        if let first = blocked.sorted().first {
          for conformance in conformances where !blocked.contains(conformance.file) {
            changes[conformance.file].refusals.append(
              "\(conformance.type) cannot conform to \(split.name): splitting it also edits "
                + "\(files[first].path), which is left untouched")
          }
          continue
        }
        split.apply(conformances, to: &changes)
      }
    }
    return changes
  }

  /// An extension making a class of another module conform to the protocol.
  struct Conformance {
    let file: Int
    let type: String
    let inherited: InheritedTypeSyntax
  }

  /// Why a protocol cannot be split, naming it.
  struct Refusal: Error, CustomStringConvertible {
    let description: String
  }

  private static func requiresInit(_ proto: ProtocolDeclSyntax) -> Bool {
    proto.memberBlock.members.contains { $0.decl.is(InitializerDeclSyntax.self) }
  }

  /// Extensions of types not declared in the sources that conform to the protocol, when those
  /// types are classes: the protocol is class-bound, or the type is NSObject.
  private static func outsideConformances(
    to proto: ProtocolDeclSyntax, in files: [ParsedFile], types: DeclaredTypes
  ) -> [Conformance] {
    let name = proto.name.text
    let classBound =
      proto.inheritanceClause?.inheritedTypes.contains {
        ["class", "AnyObject", "NSObjectProtocol"].contains($0.type.trimmedDescription)
      } == true
    return files.enumerated().flatMap { index, file in
      file.tree.descendants(ExtensionDeclSyntax.self).compactMap { decl -> Conformance? in
        let type = decl.extendedType.trimmedDescription
        guard !types.declares(type), classBound || type == "NSObject",
          let inherited = decl.inheritanceClause?.inheritedTypes.first(where: {
            $0.type.trimmedDescription == name
          })
        else { return nil }
        return Conformance(file: index, type: type, inherited: inherited)
      }
    }
  }
}
