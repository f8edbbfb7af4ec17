import Foundation
import SwiftSyntax

extension InitRequirementSplit {
  /// How one protocol splits: what moves to its base protocol, and the calls of the
  /// initializers its outside conformers lose.
  struct Split {
    /// The protocol's name.
    let name: String
    /// The base protocol's name.
    let base: String
    private let proto: ProtocolDeclSyntax
    private let file: Int
    private let files: [ParsedFile]
    /// The protocol's requirements other than initializers.
    private let requirements: [MemberBlockItemSyntax]
    /// The protocol's extensions, with their members that need no initializer.
    private let extensions: [(file: Int, decl: ExtensionDeclSyntax, moved: [MemberBlockItemSyntax])]
    private let calls: [LostInitializerCall]

    init(_ proto: ProtocolDeclSyntax, file: Int, files: [ParsedFile], types: DeclaredTypes)
      throws(Refusal)
    {
      name = proto.name.text
      base = name + "Base"
      self.proto = proto
      self.file = file
      self.files = files
      guard !types.declares(base) else {
        throw Refusal("\(name) cannot be split: the name \(base) is taken")
      }
      guard proto.genericWhereClause == nil, proto.primaryAssociatedTypeClause == nil else {
        throw Refusal("\(name) cannot be split: it has a where clause or primary associated types")
      }
      requirements = proto.memberBlock.members.filter { !$0.decl.is(InitializerDeclSyntax.self) }
      var extensions: [(Int, ExtensionDeclSyntax, [MemberBlockItemSyntax])] = []
      var lost: [(InitializerDeclSyntax, FunctionDeclSyntax?)] = []
      for (index, file) in files.enumerated() {
        for decl in file.tree.descendants(ExtensionDeclSyntax.self)
        where decl.extendedType.trimmedDescription == name {
          let (moved, kept) = Self.partition(decl.memberBlock.members)
          if let member = kept.first(where: { !$0.decl.is(InitializerDeclSyntax.self) }) {
            throw Refusal(
              "`\(member.firstLine)` in an extension of \(name) needs init(), which a class "
                + "from another module does not have as required on Linux; rewrite it by hand")
          }
          let methods = moved.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
          for item in kept {
            let initializer = item.decl.cast(InitializerDeclSyntax.self)
            lost.append((initializer, methods.first { Self.does(initializer, as: $0) }))
          }
          for item in moved + kept where file.text.lines(of: item) == nil {
            throw Refusal("`\(item.firstLine)` shares its line with other code; split the line")
          }
          extensions.append((index, decl, moved))
        }
      }
      for item in requirements where files[file].text.lines(of: item) == nil {
        throw Refusal("`\(item.firstLine)` shares its line with other code; split the line")
      }
      self.extensions = extensions
      calls = try LostInitializerCall.collect(in: files, lost: lost, protocol: name, types: types)
    }

    /// The files the split edits besides those conforming.
    func touchedFiles(_ conformances: [Conformance]) -> [Int] {
      [file] + extensions.filter { !$0.moved.isEmpty }.map(\.file) + calls.map(\.file)
        + conformances.map(\.file)
    }

    func apply(_ conformances: [Conformance], to changes: inout [FileChanges]) {
      let outside = Set(conformances.map(\.type)).sorted().joined(separator: ", ")
      let text = files[file].text
      let start =
        text.lines(of: proto)?.lowerBound
        ?? proto.positionAfterSkippingLeadingTrivia
        .utf8Offset
      let indent = text.indentation(ofLineAt: proto.positionAfterSkippingLeadingTrivia.utf8Offset)
      var edits = [SourceEdit(start: start, end: start, replacement: declaration(indent, outside))]
      if let clause = proto.inheritanceClause {
        edits.append(.replacing(clause, with: ": \(base)"))
      } else {
        edits.append(.inserting(": \(base)", at: proto.name.endPositionBeforeTrailingTrivia))
      }
      edits += requirements.map { text.removal(ofLines: text.lines(of: $0)!) }
      let moved = extensions.flatMap { $0.moved.map(\.firstLine) }
      changes[file].add(
        edits, as: .baseProtocol, at: proto,
        detail: "\(base) takes the members of \(name) that need no init()"
          + (moved.isEmpty ? "" : " (\(moved.map { "`\($0)`" }.joined(separator: ", ")))")
          + "; \(outside) conforms to it, since a class from another module cannot have "
          + "a required init() on Linux")
      for (index, decl, moved) in extensions where !moved.isEmpty {
        changes[index].edits += moving(moved, of: decl, in: files[index].text)
      }
      for conformance in conformances {
        changes[conformance.file].add(
          [.replacing(conformance.inherited.type, with: base)], as: .baseProtocol,
          at: conformance.inherited,
          detail: "\(conformance.type) conforms to \(base), not \(name): its init() is not "
            + "required on Linux")
      }
      for call in calls {
        changes[call.file].add(
          [.inserting("()." + call.method, at: call.callee.endPositionBeforeTrailingTrivia)],
          as: .initializerCall, at: call.node,
          detail: "`\(call.callee.trimmedDescription)(…)` → `\(call.callee.trimmedDescription)()."
            + "\(call.method)(…)`: \(name)'s initializer needs a required init(), which "
            + "\(outside) does not have on Linux")
      }
    }

    /// The base protocol, before the protocol's first line.
    private func declaration(_ indent: String, _ outside: String) -> String {
      let text = files[file].text
      let modifiers = proto.modifiers.map { $0.trimmedDescription + " " }.joined()
      let inherited = proto.inheritanceClause.map { clause in
        ": "
          + clause.inheritedTypes.map {
            let type = $0.type.trimmedDescription
            return type == "class" ? "AnyObject" : type
          }.joined(separator: ", ")
      }
      let body = requirements.map { text[text.lines(of: $0)!] }.joined()
      return indent + "/// \(name) without its initializers, for \(outside) to conform to: on "
        + "Linux a class\n" + indent + "/// from another module has no required init().\n"
        + indent + modifiers + "protocol \(base)\(inherited ?? "") {"
        + (body.isEmpty ? "}\n\n" : "\n" + body + indent + "}\n\n")
    }

    /// Retargets an extension whose members all move, or moves them into a new extension of the
    /// base protocol after it.
    private func moving(
      _ moved: [MemberBlockItemSyntax], of decl: ExtensionDeclSyntax, in text: SourceText
    ) -> [SourceEdit] {
      if moved.count == decl.memberBlock.members.count {
        return [.replacing(decl.extendedType, with: base)]
      }
      let head = decl.positionAfterSkippingLeadingTrivia.utf8Offset
      let type = decl.extendedType.positionAfterSkippingLeadingTrivia.utf8Offset
      let typeEnd = decl.extendedType.endPositionBeforeTrailingTrivia.utf8Offset
      let brace = decl.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
      let header = text[head..<type] + base + text[typeEnd..<brace]
      let indent = text.indentation(ofLineAt: head)
      let body = moved.map { text[text.lines(of: $0)!] }.joined(separator: "\n")
      return moved.map { text.removal(ofLines: text.lines(of: $0)!) } + [
        .inserting(
          "\n\n" + indent + header + "\n" + body + indent + "}",
          at: decl.memberBlock.rightBrace.endPositionBeforeTrailingTrivia)
      ]
    }

    /// The members that need no initializer, and those that do: initializers, members calling
    /// `self.init`, `Self(…)` or `.init`, and members using those.
    private static func partition(
      _ members: MemberBlockItemListSyntax
    ) -> (moved: [MemberBlockItemSyntax], kept: [MemberBlockItemSyntax]) {
      let items = Array(members)
      var kept = Set(
        items.filter {
          $0.decl.is(InitializerDeclSyntax.self)
            || $0.descendants(MemberAccessExprSyntax.self).contains {
              $0.declName.baseName.text == "init"
            }
            || $0.descendants(FunctionCallExprSyntax.self).contains {
              $0.calledExpression.trimmedDescription == "Self"
            }
        }.map(\.id))
      while true {
        let names = Set(items.filter { kept.contains($0.id) }.flatMap(\.decl.declaredNames))
        let more = items.filter { item in
          !kept.contains(item.id)
            && item.descendants(DeclReferenceExprSyntax.self).contains {
              names.contains($0.baseName.text)
            }
        }
        guard !more.isEmpty else { break }
        kept.formUnion(more.map(\.id))
      }
      return (items.filter { !kept.contains($0.id) }, items.filter { kept.contains($0.id) })
    }

    /// Whether a method does to `self` what an initializer does after `self.init()`, with the
    /// same parameters, and returns `self`.
    private static func does(_ initializer: InitializerDeclSyntax, as method: FunctionDeclSyntax)
      -> Bool
    {
      func compact(_ node: some SyntaxProtocol) -> String {
        node.trimmedDescription.filter { !$0.isWhitespace }
      }
      guard let statements = initializer.body?.statements.map(compact),
        statements.first == "self.init()",
        let body = method.body?.statements.map(compact),
        compact(initializer.signature.parameterClause)
          == compact(
            method.signature.parameterClause),
        method.signature.returnClause.map(compact) == "->Self"
      else { return false }
      return body == Array(statements.dropFirst()) + ["returnself"]
    }
  }
}

extension InitRequirementSplit.Refusal {
  init(_ description: String) { self.description = description }
}
