import Foundation
import Testing

/// `curtain port`, which runs the curtain-port tool built beside the curtain binary.
@Suite struct PortEndToEndTests {
  static let card = """
    import UIKit

    final class CardViewController: UIViewController {
      @objc func didTap() {}
      func wire() { _ = UITapGestureRecognizer(target: self, action: #selector(didTap)) }
    }

    """

  @Test func portRewritesInPlaceThroughTheTool() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let file = scratch.path("Card.swift")
    try Self.card.write(toFile: file, atomically: true, encoding: .utf8)

    let preview = try CurtainProcess.run(["port", scratch.url.path, "--dry-run"], in: scratch.url)
    #expect(preview.status == 0, "\(preview)")
    #expect(preview.output.contains("+  func wire() { _ = UITapGestureRecognizer(target: self, "))
    #expect(try String(contentsOfFile: file, encoding: .utf8) == Self.card)

    let port = try CurtainProcess.run(["port", scratch.url.path], in: scratch.url)
    #expect(port.status == 0, "\(port)")
    let ported = try String(contentsOfFile: file, encoding: .utf8)
    #expect(ported.contains("action: CardViewController.didTap)"))
    #expect(!ported.contains("@objc"))
  }

  /// A library and the library it depends on, ported together: the caller's optional call of
  /// the dependency's protocol is rewritten with the protocol.
  @Test func withPortsADependencyTogether() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let library = scratch.path("Library")
    let blur = scratch.path("Blur")
    for folder in [library, blur] {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    try """
    import UIKit

    @objc public protocol BlurDelegate {
      @objc optional func blurDidChange()
    }

    """.write(toFile: blur + "/BlurDelegate.swift", atomically: true, encoding: .utf8)
    let caller = """
      import UIKit

      final class Dialog {
        weak var blur: BlurDelegate?
        func change() { blur?.blurDidChange?() }
      }

      """
    try caller.write(toFile: library + "/Dialog.swift", atomically: true, encoding: .utf8)

    // Alone, the library does not see the protocol, and its call stays as iOS wrote it.
    let alone = try CurtainProcess.run(["port", library], in: scratch.url)
    #expect(alone.status == 0, "\(alone)")
    #expect(try String(contentsOfFile: library + "/Dialog.swift", encoding: .utf8) == caller)

    let port = try CurtainProcess.run(["port", library, "--with", blur], in: scratch.url)
    #expect(port.status == 0, "\(port)")
    let dialog = try String(contentsOfFile: library + "/Dialog.swift", encoding: .utf8)
    #expect(dialog.contains("  func change() { blur?.blurDidChange() }"))
    let protocolFile = try String(contentsOfFile: blur + "/BlurDelegate.swift", encoding: .utf8)
    #expect(protocolFile.contains("  public func blurDidChange() {}"), "\(protocolFile)")
  }

  @Test func aMissingFolderIsBadInput() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let result = try CurtainProcess.run(["port", scratch.path("nowhere")], in: scratch.url)
    #expect(result.status == 2)
    #expect(result.errorLines.count == 1)
  }
}
