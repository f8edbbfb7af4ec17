import Foundation
import Testing

/// `curtain list`, and the command's help, run from the built binary.
@Suite struct ListEndToEndTests {
  @Test func listsEverySampleWithItsSummaryTheDefaultDemoFirst() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let result = try CurtainProcess.run(["list"], in: scratch.url)
    #expect(result.status == 0, "\(result)")
    #expect(result.error.isEmpty)
    let lines = result.output.split(separator: "\n")
    let names = lines.map { $0.split(separator: " ").first.map(String.init) ?? "" }
    #expect(
      names == [
        "inset-card", "dimming-chrome", "fade", "half-height", "presentation-styles", "c-view",
        "cover-vertical", "cross-dissolve", "flip-horizontal", "drag-dismiss-cancel",
        "drag-dismiss-fling", "tap-to-dismiss", "alert", "action-sheet", "popover", "navigation",
        "sheet", "maps-sheet", "maps-sheet-scroll", "auto-layout-sheet", "pull-down-sheet",
        "circular-reveal", "material-sheet", "photo-zoom", "photo-zoom-pinch", "growing-chart",
        "dynamic-type",
      ])
    #expect(lines.first?.contains("inset by 30 points") == true)
  }

  @Test func verboseSaysWhereEachFilmComesFrom() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let result = try CurtainProcess.run(["list", "--verbose"], in: scratch.url)
    #expect(result.status == 0)
    #expect(result.output.contains("from 详解 iOS 8 UIPresentationController Custom Presentation"))
    #expect(result.output.contains("from UIKit: UIModalTransitionStyle.flipHorizontal"))
  }

  @Test func helpListsTheCommandsAndExitsZero() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let result = try CurtainProcess.run(["--help"], in: scratch.url)
    #expect(result.status == 0)
    for command in ["list", "render", "still", "trace", "diff", "bench"] {
      #expect(result.output.contains("  \(command) "), "\(command) is missing from the help")
    }
  }
}
