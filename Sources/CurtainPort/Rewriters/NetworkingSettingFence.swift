import SwiftSyntax

/// Fences a statement setting one of `URLSessionConfiguration`'s settings that Linux's
/// FoundationNetworking lacks (`configuration.waitsForConnectivity = true`) in
/// `#if !canImport(FoundationNetworking)`, so Apple platforms keep it and Linux builds without
/// it. Each fence is listed with what Linux's sessions do instead. Only assignments are
/// fenced: a read of such a setting is the library's to replace.
enum NetworkingSettingFence {
  static let condition = "!canImport(FoundationNetworking)"
  /// The settings FoundationNetworking marks unavailable or does not declare, and what a Linux
  /// session does without them.
  static let settings: [String: String] = [
    "waitsForConnectivity": "a request made offline fails at once instead of waiting",
    "multipathServiceType": "requests use one network interface",
    "allowsExpensiveNetworkAccess": "requests use any network, expensive or not",
    "allowsConstrainedNetworkAccess": "requests use any network, constrained or not",
    "sessionSendsLaunchEvents": "there are no background sessions to relaunch an app",
    "tlsMinimumSupportedProtocolVersion": "TLS versions are the system library's",
    "tlsMaximumSupportedProtocolVersion": "TLS versions are the system library's",
  ]

  static func changes(in file: ParsedFile) -> FileChanges {
    var changes = FileChanges()
    for item in file.tree.descendants(CodeBlockItemSyntax.self) {
      guard let member = assignedMember(item.item), let lost = settings[member],
        !item.isUnderNetworkingFence, file.text.lines(of: item) != nil
      else { continue }
      let start = item.positionAfterSkippingLeadingTrivia
      let indent = file.text.indentation(ofLineAt: start.utf8Offset)
      changes.edits += [
        .inserting("#if \(condition)\n" + indent, at: start),
        .inserting("\n" + indent + "#endif", at: item.endPositionBeforeTrailingTrivia),
      ]
      changes.add(
        [], as: .networkingSetting, at: item,
        detail: "`\(item.trimmedDescription)` does not run on Linux (FoundationNetworking has no "
          + "\(member): \(lost))")
    }
    return changes
  }

  /// The member a statement assigns (`waitsForConnectivity` in `c.waitsForConnectivity = true`).
  private static func assignedMember(_ item: CodeBlockItemSyntax.Item) -> String? {
    let target: ExprSyntax?
    if let sequence = item.as(SequenceExprSyntax.self), sequence.elements.count == 3,
      sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true
    {
      target = sequence.elements.first
    } else if let infix = item.as(InfixOperatorExprSyntax.self),
      infix.operator.is(AssignmentExprSyntax.self)
    {
      target = infix.leftOperand
    } else {
      target = nil
    }
    guard let access = target?.as(MemberAccessExprSyntax.self), access.base != nil else {
      return nil
    }
    return access.declName.baseName.text
  }
}

extension SyntaxProtocol {
  /// Whether the node is inside `#if !canImport(FoundationNetworking)`.
  fileprivate var isUnderNetworkingFence: Bool {
    var current = parent
    while let node = current {
      if node.as(IfConfigClauseSyntax.self)?.condition?.trimmedDescription
        == NetworkingSettingFence.condition
      {
        return true
      }
      current = node.parent
    }
    return false
  }
}
