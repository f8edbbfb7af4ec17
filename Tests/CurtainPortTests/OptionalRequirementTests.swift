import CurtainPort
import Testing

@Suite struct OptionalRequirementTests {
  @Test func voidRequirementsDoNothingByDefault() {
    let file = ported(
      """
      @objc public protocol CardDelegate: class {
          @objc optional func cardDidClose()
          func cardWillOpen()
      }

      final class Card {
          weak var delegate: CardDelegate?
          func close() { delegate?.cardDidClose?() }
      }
      """)
    #expect(
      file.text == """
        public protocol CardDelegate: class {
            func cardDidClose()
            func cardWillOpen()
        }

        // Defaults for the optional requirements: each does what callers saw when a
        // conforming type did not implement it (written by curtain-port).
        extension CardDelegate {
            public func cardDidClose() {}
        }

        final class Card {
            weak var delegate: CardDelegate?
            func close() { delegate?.cardDidClose() }
        }
        """)
    #expect(file.count(.optionalRequirement) == 1)
    #expect(file.count(.optionalCall) == 1)
  }

  @Test func optionalResultsDefaultToNil() {
    let file = ported(
      """
      @objc protocol Source {
        @objc(viewFor:) optional func view(for index: Int) -> UIView?
      }
      final class Host {
        weak var source: Source?
        func show() -> UIView { source?.view?(for: 1) ?? UIView() }
      }
      """)
    #expect(file.text.contains("  func view(for index: Int) -> UIView? {\n    nil\n  }"))
    // The fallback still covers a nil source, and a nil result from an implementation.
    #expect(file.text.contains("source?.view(for: 1) ?? UIView()"))
  }

  @Test func valuesFallBackToWhatCallersUsed() {
    let file = ported(
      """
      @objc public protocol Behavior {
          @objc optional var springRate: CGFloat { get }
          @objc optional func progress(_ controller: Controller, from: State, to: State) -> CGFloat
          @objc optional func shouldBegin(_ controller: Controller) -> Bool
      }
      final class Adapter {
          unowned let vc: Controller
          var behavior: Behavior
          weak var delegate: Behavior?
          var rate: CGFloat { behavior.springRate ?? DefaultBehavior().springRate }
          func progress(from: State, to: State) -> CGFloat {
              behavior.progress?(vc, from: from, to: to) ?? DefaultBehavior.progress(vc, from, to)
          }
          func optionalProgress(_ a: State, _ b: State) -> CGFloat {
              delegate?.progress?(vc, from: a, to: b) ?? DefaultBehavior.progress(vc, a, b)
          }
          func begin() -> Bool {
              if delegate?.shouldBegin?(vc) == false { return false }
              return behavior.shouldBegin!(vc) != false
          }
      }
      """)
    #expect(
      file.text.contains(
        """
        extension Behavior {
            public var springRate: CGFloat {
                DefaultBehavior().springRate
            }
            public func progress(_ controller: Controller, from: State, to: State) -> CGFloat {
                DefaultBehavior.progress(controller, from, to)
            }
            public func shouldBegin(_ controller: Controller) -> Bool {
                true
            }
        }
        """), "\(file.text)")
    // A receiver that is not optional makes the fallback dead code: it goes.
    #expect(file.text.contains("var rate: CGFloat { behavior.springRate }"))
    #expect(file.text.contains("        behavior.progress(vc, from: from, to: to)\n"))
    // An optional receiver still needs it, for a nil delegate.
    #expect(file.text.contains("delegate?.progress(vc, from: a, to: b) ?? DefaultBehavior"))
    #expect(file.text.contains("if delegate?.shouldBegin(vc) == false"))
    #expect(file.text.contains("return behavior.shouldBegin(vc) != false"))
    #expect(file.count(.optionalCall) == 5)
  }

  @Test func unnamedParametersGetNamesTheFallbackCanUse() {
    let file = ported(
      """
      @objc protocol Sizing {
        @objc optional func height(_: UIView) -> CGFloat
      }
      final class Host {
        var sizing: Sizing?
        func height(of view: UIView) -> CGFloat { sizing?.height?(view) ?? Metrics.height(view) }
      }
      """)
    #expect(
      file.text.contains("func height(_ arg0: UIView) -> CGFloat {\n    Metrics.height(arg0)"))
  }

  @Test(arguments: [
    ("if let h = sizing?.height?() { use(h) }", "if let h = (try? sizing?.height()) { use(h) }"),
    (
      "let h = sizing?.height?() ?? self.fallback",
      "let h = (try? sizing?.height()) ?? self.fallback"
    ),
    ("let h = sizing?.height?() ?? { 1 }()", "let h = (try? sizing?.height()) ?? { 1 }()"),
    (
      "let h = (sizing?.height?() ?? 1) + (sizing?.height?() ?? 2)",
      "let h = ((try? sizing?.height()) ?? 1) + ((try? sizing?.height()) ?? 2)"
    ),
    ("sizing?.height?()", "_ = try? sizing?.height()"),
    ("let h = sizing!.height!()", "let h = (try! sizing!.height())"),
  ])
  func valuesWithoutOneFallbackThrowWhenMissing(use: String, ported: String) {
    let files = sizingPorted(
      "@objc optional func height() -> CGFloat",
      host: "final class Host {\n  var sizing: Sizing?\n  func f() {\n    \(use)\n  }\n}\n")
    let protocolFile = files["Sizing.swift"]!
    #expect(protocolFile.refusal == nil)
    #expect(
      protocolFile.text == """
        protocol Sizing: AnyObject {
          func height() throws -> CGFloat
        }

        // Defaults for the optional requirements: each does what callers saw when a
        // conforming type did not implement it (written by curtain-port).
        extension Sizing {
          func height() throws -> CGFloat {
            throw OptionalRequirementNotImplemented()
          }
        }

        /// Thrown by a default above: the conforming type does not implement the requirement.
        private struct OptionalRequirementNotImplemented: Error {}

        """)
    #expect(protocolFile.rewrites.contains { $0.detail?.contains("Sizing.height()") == true })
    #expect(
      files["Host.swift"]?.text.contains("    \(ported)\n") == true, "\(files["Host.swift"]!)")
  }

  @Test func callsThatAlreadyTryLeaveTheProtocolAlone() {
    let files = sizingPorted(
      "@objc optional func height(_ scale: CGFloat) -> CGFloat",
      host: "final class Host {\n  var sizing: Sizing?\n  func f() throws {\n"
        + "    if let h = sizing?.height?(try scale()) { use(h) }\n  }\n}\n")
    let protocolFile = files["Sizing.swift"]!
    #expect(!protocolFile.isChanged)
    #expect(protocolFile.refusal?.reasons.count == 2)
    #expect(protocolFile.refusal?.reasons.last?.hasPrefix("for each: write its default") == true)
    #expect(
      protocolFile.refusal?.description.contains("already tries or awaits") == true,
      "\(protocolFile.summary)")
    #expect(protocolFile.summary.hasPrefix("Sizing.swift: left untouched:\n  - Sizing.height(_:)"))
    // The caller keeps its optional call, and says why.
    let host = files["Host.swift"]!
    #expect(host.text.contains("height?(try scale())"))
    #expect(host.notes.allSatisfy { $0.message.contains("left as it is") })
  }

  /// A protocol `Sizing` with one requirement, and a file using it.
  private func sizingPorted(_ requirement: String, host: String) -> [String: PortedFile] {
    ported([
      "Sizing.swift": "@objc protocol Sizing {\n  \(requirement)\n}\n", "Host.swift": host,
    ])
  }

  @Test func usesOfAProtocolLeftUntouchedStayEvenWhenTheyHaveADefault() {
    let files = ported([
      "Sizing.swift": """
      @objc protocol Sizing {
        @objc optional func height() -> CGFloat
        @objc optional func shouldGrow() -> Bool
        @objc optional func didGrow()
        @objc optional var rate: CGFloat { get set }
      }

      """,
      "Host.swift": """
      final class Host {
        var sizing: Sizing?
        func f() -> CGFloat? {
          if sizing?.shouldGrow?() == false { return nil }
          sizing?.didGrow?()
          return sizing?.height?()
        }
      }

      """,
    ])
    #expect(files["Sizing.swift"]?.refusal?.reasons.count == 2)
    let host = files["Host.swift"]!
    #expect(!host.isChanged)
    #expect(host.notes.count == 3)
  }

  @Test func aHandWrittenDefaultIsKeptAndItsCallersRewritten() {
    let files = ported([
      "Layout.swift": """
      @objc public protocol Layout {
          @objc optional func prepare(in view: UIView) -> [NSLayoutConstraint]
          @objc optional func alpha() -> CGFloat
      }

      extension Layout {
          public func prepare(in view: UIView) -> [NSLayoutConstraint] { [] }
      }

      """,
      "Adapter.swift": """
      final class Adapter {
          var layout: Layout?
          func apply(_ view: UIView) {
              if let constraints = layout?.prepare?(in: view) { NSLayoutConstraint.activate(constraints) }
              view.alpha = layout?.alpha?() ?? 0.3
          }
      }

      """,
    ])
    let layout = files["Layout.swift"]!
    #expect(layout.refusal == nil)
    #expect(layout.count(.optionalRequirement) == 2)
    #expect(layout.text.contains("    func prepare(in view: UIView) -> [NSLayoutConstraint]\n"))
    #expect(layout.text.contains("    public func alpha() -> CGFloat {\n        0.3\n    }"))
    #expect(
      !layout.text.contains("public func prepare(in view: UIView) -> [NSLayoutConstraint] {\n"))
    let adapter = files["Adapter.swift"]!
    #expect(adapter.text.contains("layout?.prepare(in: view)"))
    #expect(adapter.text.contains("layout?.alpha() ?? 0.3"))
  }

  @Test func settablePropertiesCannotHaveADefault() {
    let file = ported("@objc protocol P {\n  @objc optional var x: Int { get set }\n}\n")
    #expect(file.refusal?.description.contains("settable optional property") == true)
  }

  @Test func closurePropertiesCalledOptionallyAreNotRequirements() {
    let file = ported(
      """
      @objc protocol P {
        @objc optional func finish()
      }
      final class Host {
        var completion: (() -> Void)?
        weak var p: P?
        func end() {
          completion?()
          p?.finish?()
        }
      }
      """)
    #expect(file.text.contains("completion?()"))
    #expect(file.text.contains("p?.finish()"))
  }
}
