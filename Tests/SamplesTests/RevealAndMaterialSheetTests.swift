import Curtain
import Testing

@testable import CurtainSamples

/// The circular reveal and the material sheet, frame by frame: what shows where.
@MainActor @Suite struct RevealAndMaterialSheetTests {
  func film(_ name: String) throws -> Film {
    var film = try #require(samples.first { $0.name == name }).film
    film.device = film.device.atOnePixelPerPoint
    return film
  }

  /// Half-way through, the orange screen shows around the button and the teal one still fills
  /// the far corner; once revealed the orange screen is everywhere, and after the dismissal the
  /// teal screen is back whole.
  @Test func theRevealGrowsFromTheButton() throws {
    let film = try film("circular-reveal")
    let before = try film.frame(at: 0.1)
    let middle = try film.frame(at: 0.55)
    let revealed = try film.frame(at: 1.2)
    // The button's centre on the 393 × 852 screen, and a corner far from it.
    let (bx, by) = (329, 722)
    let (cx, cy) = (4, 120)
    #expect(middle.pixel(x: bx, y: by) == revealed.pixel(x: bx, y: by))
    #expect(middle.pixel(x: cx, y: cy) == before.pixel(x: cx, y: cy))
    #expect(revealed.pixel(x: cx, y: cy) != before.pixel(x: cx, y: cy))
    let after = try film.frame(at: 2.5)
    #expect(after.pixel(x: cx, y: cy) == before.pixel(x: cx, y: cy))
    #expect(after.pixel(x: 200, y: 400) == before.pixel(x: 200, y: 400))
  }

  /// The settled sheet blurs the rows beneath it: its colour changes down a column as rows and
  /// gaps pass beneath, but less than the screen's does, and its continuous top corner leaves
  /// the screen beneath showing.
  @Test func theSheetBlursTheScreenBeneath() throws {
    let film = try film("material-sheet")
    let before = try film.frame(at: 0.1)
    let sheet = try film.frame(at: 1.2)
    let top = 852 - 469  // the lower 55 %, rounded
    #expect(sheet.pixel(x: 1, y: top + 1) == before.pixel(x: 1, y: top + 1))
    #expect(sheet.pixel(x: 196, y: top - 2) == before.pixel(x: 196, y: top - 2))
    // Rows of the presenter (52 tall every 64) pass under the column x = 300.
    var screen: [Int] = []
    var glass: [Int] = []
    func level(_ p: PremultipliedRGBA8) -> Int { Int(p.r) + Int(p.g) + Int(p.b) }
    for y in stride(from: top + 140, to: top + 300, by: 2) {
      screen.append(level(before.pixel(x: 300, y: y)))
      glass.append(level(sheet.pixel(x: 300, y: y)))
    }
    let screenRange = screen.max()! - screen.min()!
    let glassRange = glass.max()! - glass.min()!
    #expect(glassRange > 0)
    #expect(glassRange < screenRange)
    #expect(glass != screen)
  }
}
