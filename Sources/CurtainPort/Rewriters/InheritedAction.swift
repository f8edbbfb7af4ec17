import SwiftSyntax

/// A target–action selector naming a subclass of the class it is written in, with `self` as
/// the target (`UITapGestureRecognizer(target: self, action: #selector(MessageView.tapped))`
/// in `class BaseView`, which `MessageView` extends). Objective-C looks the method up in the
/// target's class when the action is sent; the unapplied `MessageView.tapped` wants a
/// `MessageView` where `self` is only a `BaseView`.
///
/// - When the class written in (or one of its superclasses in the sources) declares the method,
///   the action names it there, `BaseView.tapped`: Swift's dynamic dispatch reaches a
///   subclass's override, as Objective-C's lookup does, and a plain `BaseView` still answers.
/// - Otherwise the action casts the target when it is sent,
///   `{ ($0 as AnyObject as! MessageView).tapped }`, stopping where iOS stops a target that
///   lacks the method with an unrecognized selector.
enum InheritedAction {
  static func rewrite(
    for node: MacroExpansionExprSyntax, type: String, method: String, types: SelectorTypes
  ) -> (text: String, kind: Rewrite.Kind)? {
    guard ActionClosure.targetArgument(of: node)?.trimmedDescription == "self",
      let enclosing = SelectorRewriter.enclosingTypeName(of: node), enclosing != type,
      chain(from: type, types).dropFirst().contains(enclosing)
    else { return nil }
    let base = String(method.prefix { $0 != "(" })
    if let declaring = chain(from: enclosing, types).first(where: {
      types.declaredMethods.contains("\($0).\(base)")
    }) {
      return ("\(declaring).\(method)", .selector)
    }
    return ("{ ($0 as AnyObject as! \(type)).\(method) }", .castTarget)
  }

  /// A class and its superclasses the sources declare, nearest first.
  private static func chain(from type: String, _ types: SelectorTypes) -> [String] {
    var chain = [type]
    while let next = types.superclasses[chain[chain.count - 1]], !chain.contains(next) {
      chain.append(next)
    }
    return chain
  }
}
