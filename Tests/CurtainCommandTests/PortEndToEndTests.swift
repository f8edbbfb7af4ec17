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

  @Test func aMissingFolderIsBadInput() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let result = try CurtainProcess.run(["port", scratch.path("nowhere")], in: scratch.url)
    #expect(result.status == 2)
    #expect(result.errorLines.count == 1)
  }
}
