/// How much of one SDK type Curtain declares.
public struct TypeCoverage: Sendable {
  public var type: String
  /// Members current on iOS 13 and later.
  public var members: [SDKMember]
  public var declared: [SDKMember]
  public var missing: [SDKMember] { members.filter { !declared.contains($0) } }
  /// Members deprecated on iOS in iOS 13 or earlier, and how many of them Curtain declares.
  public var deprecatedCount: Int
  public var deprecatedDeclared: Int

  public var percentage: Double {
    members.isEmpty ? 100 : 100 * Double(declared.count) / Double(members.count)
  }
}

/// Coverage of the SDK's members by Curtain, type by type.
public enum Coverage {
  /// Each container's coverage, in the order the SDK members first name them. Duplicate
  /// declarations (a property redeclared in a subclassing header) count once.
  public static func compute(sdk: [SDKMember], curtain: CurtainSurface) -> [TypeCoverage] {
    var order: [String] = []
    var byType: [String: [SDKMember]] = [:]
    var seen: Set<String> = []
    let properties = Set(
      sdk.filter { $0.kind == .property }.map { "\($0.container) \($0.swiftName.base)" })
    for member in sdk {
      // A factory method and an initializer, or a property and its getter declared again as
      // a method, are one member in Swift.
      let prefix = "\(member.container) \(member.kind) \(member.isStatic)"
      let byObjC = "\(prefix) \(member.objCName)"
      let bySwift = "\(prefix) \(member.swiftName)"
      if member.kind == .method, member.swiftName.labels == [],
        properties.contains("\(member.container) \(member.swiftName.base)")
      {
        continue
      }
      guard !seen.contains(byObjC), !seen.contains(bySwift) else { continue }
      seen.formUnion([byObjC, bySwift])
      if byType[member.container] == nil { order.append(member.container) }
      byType[member.container, default: []].append(member)
    }
    return order.map { type in
      let all = byType[type] ?? []
      let candidates =
        type.hasSuffix(" functions")
        ? curtain.members[""] ?? [] : curtain.reachableMembers(of: type)
      let className = String(type.split(separator: ".").last ?? Substring(type))
      func isDeclared(_ member: SDKMember) -> Bool {
        candidates.contains { CoverageMatcher.matches(member, $0, className: className) }
      }
      let current = all.filter { !$0.isDeprecatedByIOS13 }
      let deprecated = all.filter(\.isDeprecatedByIOS13)
      return TypeCoverage(
        type: type, members: current, declared: current.filter(isDeclared),
        deprecatedCount: deprecated.count,
        deprecatedDeclared: deprecated.filter(isDeclared).count)
    }
  }
}
