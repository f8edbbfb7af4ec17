import Foundation

/// Turns the declarations of the SDK's headers into the members Swift code sees: skips what is
/// unavailable on iOS or in Swift, names each member as the importer does, and marks what was
/// deprecated on iOS by iOS 13.
public struct SDKReader: Sendable {
  public var notes: APINotes

  public init(notes: APINotes) { self.notes = notes }

  /// The members declared in one header (`header` names its free functions' group).
  /// The Swift names of the classes and protocols Swift renames (`UIViewControllerTransition`
  /// → `UIViewController.Transition`), from `NS_SWIFT_NAME` and the API notes.
  public func typeRenames(in files: [HeaderFile]) -> [String: String] {
    var renames: [String: String] = [:]
    for container in files.flatMap(\.containers) {
      if let name = notes.types[container.name]?.swiftName
        ?? container.macros.first(where: { $0.name == "NS_SWIFT_NAME" })?.argument
      {
        renames[container.name] = name
      }
    }
    return renames
  }

  /// Members whose container is named through a renamed type
  /// (`UIViewControllerTransition.ZoomOptions`) moved to its Swift name
  /// (`UIViewController.Transition.ZoomOptions`).
  /// A rename may itself go through a renamed type (`UIZoomTransitionOptions.InteractionContext`
  /// → `UIViewControllerTransition.ZoomOptions.InteractionContext` →
  /// `UIViewController.Transition.ZoomOptions.InteractionContext`): followed to the end.
  public static func resolveContainers(_ members: [SDKMember], renames: [String: String])
    -> [SDKMember]
  {
    members.map { member in
      var moved = member
      for _ in 0..<renames.count {
        guard let dot = moved.container.firstIndex(of: "."),
          let renamed = renames[String(moved.container[..<dot])]
        else { break }
        moved.container = renamed + moved.container[dot...]
      }
      return moved
    }
  }

  /// Members whose Swift name or first label starts with `__` (`init(__byDashing:…)`) are
  /// hooks for an overlay's own API, and left out.
  public func members(of file: HeaderFile, header: String) -> [SDKMember] {
    allMembers(of: file, header: header).filter {
      !$0.swiftName.base.hasPrefix("__") && $0.swiftName.labels?.first?.hasPrefix("__") != true
    }
  }

  private func allMembers(of file: HeaderFile, header: String) -> [SDKMember] {
    var members: [SDKMember] = []
    for container in file.containers where isAvailable(container.macros) {
      if notes.types[container.name]?.isUnavailable == true { continue }
      let typeName =
        notes.types[container.name]?.swiftName
        ?? container.macros.first { $0.name == "NS_SWIFT_NAME" }?.argument ?? container.name
      for declaration in container.declarations {
        if let member = member(declaration, className: container.name, typeName: typeName) {
          members.append(member)
        }
      }
    }
    for function in file.functions {
      if let member = self.function(function, header: header) { members.append(member) }
    }
    return members
  }

  private func member(_ declaration: HeaderDeclaration, className: String, typeName: String)
    -> SDKMember?
  {
    switch declaration {
    case .property(let attributes, let type, let name, let macros):
      guard isAvailable(macros) else { return nil }
      let isClass = attributes.contains("class")
      let note = notes.properties[className]?["\(isClass ? "Class" : "Instance") \(name)"]
      if note?.isUnavailable == true { return nil }
      let explicit = note?.swiftName ?? swiftNameMacro(macros)
      let swiftName =
        explicit
        ?? SwiftNaming.propertyName(
          name: name, attributes: attributes, type: type, className: className)
      return SDKMember(
        container: typeName, kind: .property, isStatic: isClass, objCName: name,
        swiftName: SwiftName(base: swiftName), isExplicit: explicit != nil,
        isRefinedForSwift: macros.contains { $0.name == "NS_REFINED_FOR_SWIFT" },
        parameterTypes: [type], isDeprecatedByIOS13: isDeprecatedByIOS13(macros))
    case .method(let isClass, let returnType, let pieces, let macros):
      guard isAvailable(macros) else { return nil }
      let selector =
        pieces.count == 1 && pieces[0].type == nil
        ? pieces[0].name : pieces.map { $0.name + ":" }.joined()
      let note = notes.methods[className]?["\(isClass ? "Class" : "Instance") \(selector)"]
      if note?.isUnavailable == true { return nil }
      let derived = SwiftNaming.methodName(
        pieces: pieces, isClass: isClass, returnType: returnType, className: className)
      var name = derived.name
      var kind = derived.kind
      let hidden = note?.isSwiftPrivate == true || notes.types[className]?.isSwiftPrivate == true
      let overlay =
        hidden
        ? OverlayNames.replacements[className]?["\(isClass ? "Class" : "Instance") \(selector)"]
        : nil
      let explicit = overlay ?? note?.swiftName ?? swiftNameMacro(macros)
      if let explicit {
        name = SwiftName(parsing: explicit)
        kind = name.base == "init" ? .initializer : (name.labels == nil ? .property : .method)
      }
      return SDKMember(
        container: typeName, kind: kind, isStatic: isClass && kind != .initializer,
        objCName: selector, swiftName: name, isExplicit: explicit != nil,
        isRefinedForSwift: macros.contains { $0.name == "NS_REFINED_FOR_SWIFT" },
        pieces: pieces.map(\.name), parameterTypes: pieces.compactMap(\.type),
        isDeprecatedByIOS13: isDeprecatedByIOS13(macros))
    case .function:
      return nil
    }
  }

  /// A C function: a member of the type its Swift name puts it in (`CGContext.fill(self:_:)`,
  /// `getter:CGRect.minX(self:)`), or a free function of its header's group.
  private func function(_ declaration: HeaderDeclaration, header: String) -> SDKMember? {
    guard case .function(let name, _, let parameterTypes, let macros) = declaration,
      isAvailable(macros), !name.hasPrefix("_")
    else { return nil }
    let note = notes.functions[name]
    if note?.isUnavailable == true { return nil }
    let deprecated = isDeprecatedByIOS13(macros)
    guard var explicit = note?.swiftName ?? swiftNameMacro(macros) else {
      // Core Graphics' C functions without a Swift name are replaced by its overlay's
      // members (`CGRectMake` by `CGRect(x:y:width:height:)`), or by ARC.
      if header.hasPrefix("CG") { return nil }
      return SDKMember(
        container: "\(header) functions", kind: .function, objCName: name,
        swiftName: SwiftName(base: name, labels: parameterTypes.map { _ in "_" }),
        parameterTypes: parameterTypes, isDeprecatedByIOS13: deprecated)
    }
    var accessor = ""
    if let colon = explicit.firstIndex(of: ":"), ["getter", "setter"].contains(explicit[..<colon]) {
      accessor = String(explicit[..<colon])
      explicit = String(explicit[explicit.index(after: colon)...])
    }
    if accessor == "setter" { return nil }  // the getter counts the property
    let parsed = SwiftName(parsing: explicit)
    guard let dot = parsed.base.lastIndex(of: ".") else {
      return SDKMember(
        container: "\(header) functions", kind: .function, objCName: name, swiftName: parsed,
        isExplicit: true, parameterTypes: parameterTypes, isDeprecatedByIOS13: deprecated)
    }
    let container = String(parsed.base[..<dot])
    let base = String(parsed.base[parsed.base.index(after: dot)...])
    let labels = parsed.labels ?? []
    let isInstance = labels.contains("self")
    let kept = labels.filter { $0 != "self" }
    let kind: MemberKind =
      accessor == "getter" ? .property : (base == "init" ? .initializer : .method)
    return SDKMember(
      container: container, kind: kind, isStatic: !isInstance && kind != .initializer,
      objCName: name,
      swiftName: SwiftName(base: base, labels: kind == .property ? nil : kept),
      isExplicit: true, parameterTypes: parameterTypes, isDeprecatedByIOS13: deprecated)
  }

  private func swiftNameMacro(_ macros: [Macro]) -> String? {
    macros.first { ["NS_SWIFT_NAME", "CF_SWIFT_NAME"].contains($0.name) }?.argument?
      .trimmingCharacters(in: .whitespaces)
  }

  /// False for what iOS or Swift does not have: `API_UNAVAILABLE(ios)`, `NS_UNAVAILABLE`,
  /// `NS_SWIFT_UNAVAILABLE`, `__IOS_PROHIBITED` and their kin.
  func isAvailable(_ macros: [Macro]) -> Bool {
    for macro in macros {
      switch macro.name {
      case "NS_UNAVAILABLE", "UNAVAILABLE_ATTRIBUTE", "NS_SWIFT_UNAVAILABLE",
        "CF_SWIFT_UNAVAILABLE", "__IOS_PROHIBITED", "__IOS_UNAVAILABLE":
        return false
      case "API_UNAVAILABLE", "__API_UNAVAILABLE", "SPI_AVAILABLE":
        let platforms = (macro.argument ?? "").split(whereSeparator: { ", ()".contains($0) })
        if macro.name == "SPI_AVAILABLE" || platforms.contains("ios") { return false }
      default:
        continue
      }
    }
    return true
  }

  /// Deprecated on iOS by iOS 13.0 at the latest: `API_DEPRECATED("…", ios(2.0, 13.0))`,
  /// `NS_DEPRECATED_IOS(2_0, 8_0)`, `__IOS_DEPRECATED(2.0, 10.0)`.
  func isDeprecatedByIOS13(_ macros: [Macro]) -> Bool {
    for macro in macros {
      guard let argument = macro.argument else { continue }
      var version: String?
      if macro.name.hasPrefix("API_DEPRECATED"), let range = argument.range(of: "ios(") {
        let inner = argument[range.upperBound...].prefix { $0 != ")" }
        version = inner.split(separator: ",").dropFirst().first.map(String.init)
      } else if macro.name == "NS_DEPRECATED_IOS" || macro.name == "__IOS_DEPRECATED" {
        version = argument.split(separator: ",").dropFirst().first.map(String.init)
      }
      guard let text = version?.trimmingCharacters(in: .whitespaces) else { continue }
      let parts = text.split(whereSeparator: { $0 == "." || $0 == "_" }).compactMap { Int($0) }
      guard let major = parts.first else { continue }
      if major < 13 || (major == 13 && parts.dropFirst().allSatisfy { $0 == 0 }) { return true }
    }
    return false
  }
}
