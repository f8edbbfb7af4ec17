/// The UIKit delegate protocols whose methods `curtain port` can forward explicitly, with their
/// requirements as HeadlessUIKit declares them.
struct DelegateProtocol {
  struct Parameter {
    let label: String
    let name: String
    let type: String
  }

  /// One method: `gestureRecognizerShouldBegin(_:)`, its parameters, its result, and UIKit's
  /// behaviour when no object implements it.
  struct Requirement {
    let base: String
    let parameters: [Parameter]
    let result: String
    let fallback: String

    /// The name as `#function` spells it: `gestureRecognizer(_:shouldReceive:)`.
    var name: String { base + "(" + parameters.map { $0.label + ":" }.joined() + ")" }

    /// `func base(_ a: A, label b: B) -> R`.
    var signature: String {
      let list = parameters.map {
        ($0.label == $0.name ? $0.name : $0.label + " " + $0.name) + ": " + $0.type
      }
      return "func \(base)(\(list.joined(separator: ", "))) -> \(result)"
    }

    /// `base(a, label: b)`.
    var call: String {
      let list = parameters.map { ($0.label == "_" ? "" : $0.label + ": ") + $0.name }
      return "\(base)(\(list.joined(separator: ", ")))"
    }
  }

  let name: String
  let requirements: [Requirement]

  static let all: [String: DelegateProtocol] = [
    "UIGestureRecognizerDelegate": DelegateProtocol(
      name: "UIGestureRecognizerDelegate",
      requirements: [
        gesture("gestureRecognizerShouldBegin", [], fallback: "true"),
        gesture("gestureRecognizer", [("shouldRecognizeSimultaneouslyWith", "other")]),
        gesture("gestureRecognizer", [("shouldRequireFailureOf", "other")]),
        gesture("gestureRecognizer", [("shouldBeRequiredToFailBy", "other")]),
        gesture(
          "gestureRecognizer", [("shouldReceive", "touch")], fallback: "true", type: "UITouch"),
        gesture(
          "gestureRecognizer", [("shouldReceive", "event")], fallback: "true", type: "UIEvent"),
      ])
  ]

  /// A UIGestureRecognizerDelegate method: the recognizer, then at most one more argument
  /// (another recognizer unless `type` says otherwise).
  private static func gesture(
    _ base: String, _ more: [(label: String, name: String)], fallback: String = "false",
    type: String = "UIGestureRecognizer"
  ) -> Requirement {
    let recognizer = Parameter(label: "_", name: "gestureRecognizer", type: "UIGestureRecognizer")
    let rest = more.map {
      Parameter(
        label: $0.label, name: $0.name == "other" ? "otherGestureRecognizer" : $0.name, type: type)
    }
    return Requirement(
      base: base, parameters: [recognizer] + rest, result: "Bool", fallback: fallback)
  }
}
