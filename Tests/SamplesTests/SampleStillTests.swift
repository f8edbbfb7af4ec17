import Curtain
import CurtainSamples
import CurtainTesting
import Testing

/// A still of each sample at a telling moment, against its golden: the sample's device at one
/// pixel per point (as `curtain still --scale 1` makes them), 393 × 852 for an iPhone 15 Pro.
@MainActor @Suite struct SampleStillTests {
  /// A sample at a time.
  struct Moment: CustomTestStringConvertible, Sendable {
    var film: String
    var time: Double
    var dark: Bool
    /// The golden's name: `__Snapshots__/SampleStillTests/still-moment.<golden>.png`.
    var golden: String
    var testDescription: String { "\(golden) at \(time) s" }

    init(_ film: String, at time: Double, dark: Bool = false, golden: String? = nil) {
      self.film = film
      self.time = time
      self.dark = dark
      self.golden = golden ?? (dark ? film + "-dark" : film)
    }
  }

  nonisolated static let moments: [Moment] = [
    // Settled: the red card 30 points in from every edge, the yellow around it under 50 % black.
    Moment("inset-card", at: 1.0),
    // 0.25 s into the animator's half second: the card half-way up, the chrome half faded in.
    Moment("inset-card", at: 0.45, golden: "inset-card-sliding"),
    // Settled: the settings rows dimmed above the detail, which covers the lower 70 %.
    Moment("dimming-chrome", at: 1.0),
    Moment("dimming-chrome", at: 1.0, dark: true),
    // Half-way through the one-second fade: orange at half opacity over indigo.
    Moment("fade", at: 0.7),
    // Settled: the green screen over the lower half, the grey one above undimmed.
    Moment("half-height", at: 1.0),
    // Each style landed: black through blue (the presenter removed), yellow through green and
    // through purple (kept).
    Moment("presentation-styles", at: 0.9, golden: "presentation-styles-full-screen"),
    Moment("presentation-styles", at: 1.8, golden: "presentation-styles-over-full-screen"),
    Moment("presentation-styles", at: 2.7, golden: "presentation-styles-custom"),
    // Settled: B's card at the bottom, A dimmed by the CView on its own view.
    Moment("c-view", at: 1.0),
    // 0.1 s into the built-in slide and dissolve (system spring, 0.5 s).
    Moment("cover-vertical", at: 0.3),
    Moment("cross-dissolve", at: 0.3),
    // 0.45 s into the 0.7 s flip: the orange back turning into place.
    Moment("flip-horizontal", at: 0.65),
    // The finger has dragged the card down and the dimming lightens with it (the touch drawn).
    Moment("drag-dismiss-cancel", at: 1.65),
    // Let go early: the card has sprung back under the dimming.
    Moment("drag-dismiss-cancel", at: 2.3, golden: "drag-dismiss-cancel-back"),
    // Flicked: the card leaving fast.
    Moment("drag-dismiss-fling", at: 1.1),
    // Tapped above the card: the dismissal under way.
    Moment("tap-to-dismiss", at: 1.3),
    // 0.1 s into UIKit's alert spring: growing from 1.2× and fading in over the dimming.
    Moment("alert", at: 0.3, golden: "alert-growing"),
    // Settled: a 270-point alert, its title, message and button.
    Moment("alert", at: 1.0),
    Moment("alert", at: 1.0, dark: true),
    // Settled: three actions and the cancel action apart, above the home indicator.
    Moment("action-sheet", at: 1.0),
    // On an iPad: the popover below the blue button, its arrow at the button's middle.
    Moment("popover", at: 1.2),
    // 0.15 s into the push: the message sliding over the inbox, the titles sliding and fading.
    Moment("navigation", at: 0.35, golden: "navigation-pushing"),
    // Settled: "Message" in the bar, the back button titled "Inbox".
    Moment("navigation", at: 1.0),
    // 0.1 s into the sheet's rise: the inbox receding and dimming behind it.
    Moment("sheet", at: 0.3, golden: "sheet-rising"),
    // Settled: the inbox's top edge peeks out above the sheet, which shows its grabber.
    Moment("sheet", at: 0.9),
    Moment("sheet", at: 0.9, dark: true),
    // A finger drags the sheet down: the inbox comes forward as the dimming lightens.
    Moment("sheet", at: 1.35, golden: "sheet-dragged"),
    // At rest at the medium detent: the map above the sheet bright and not receded.
    Moment("maps-sheet", at: 1.0),
    // Half-way up, dragged by its list: the sheet rises while the list stays at its top (no
    // indicator), the map dimming and receding as far as the sheet has gone towards large.
    Moment("maps-sheet", at: 1.5, golden: "maps-sheet-dragged"),
    // Settled at the large detent: the map dimmed and receded behind the sheet.
    Moment("maps-sheet", at: 2.4, golden: "maps-sheet-large"),
    // At the large detent the list scrolls instead, its indicator showing.
    Moment("maps-sheet-scroll", at: 1.1, golden: "maps-sheet-scrolled"),
    // Pulled down past its top: the list back at its top, the sheet following the finger down.
    Moment("maps-sheet-scroll", at: 1.65, golden: "maps-sheet-pulled"),
    // The constraint-based list coasting after the flick, its indicator showing.
    Moment("auto-layout-sheet", at: 0.45, golden: "auto-layout-sheet-scrolling"),
    // The sheet of stack views settled, its details open.
    Moment("auto-layout-sheet", at: 2.05, golden: "auto-layout-sheet-open"),
    // 0.15 s into the badge folding: it shrinks as the other two take its room.
    Moment("auto-layout-sheet", at: 2.25, golden: "auto-layout-sheet-folding"),
    // The list scrolled down inside the sheet.
    Moment("pull-down-sheet", at: 1.1, golden: "pull-down-sheet-scrolled"),
    // Back at its top, the list holds still and the sheet follows the finger down.
    Moment("pull-down-sheet", at: 1.75, golden: "pull-down-sheet-pulled"),
    // Half-way through the reveal: the orange screen inside a circle centred on the button.
    Moment("circular-reveal", at: 0.55, golden: "circular-reveal-growing"),
    // Settled: the indigo screen's yellow rows blurred through the sheet's thin material.
    Moment("material-sheet", at: 1.2),
    Moment("material-sheet", at: 1.2, dark: true),
    // 0.15 s into the zoom: the tile grown part-way to full screen, its corners opening, the
    // grid dimming behind it and the tile's place empty.
    Moment("photo-zoom", at: 0.35, golden: "photo-zoom-zooming"),
    // At rest: the detail screen, the purple photo lined up with where the tile was.
    Moment("photo-zoom", at: 1.0),
    // Mid-drag: the detail follows the finger down, shrunk, over the lightening grid.
    Moment("photo-zoom", at: 1.5, golden: "photo-zoom-dragged"),
    // Mid-pinch: the detail shrunk about the fingers' centre over the lightening grid.
    Moment("photo-zoom-pinch", at: 1.35, golden: "photo-zoom-pinched"),
    // 0.6 s: the line half-way across the week, its dot past Thursday, the total counting up.
    Moment("growing-chart", at: 0.6, golden: "growing-chart-growing"),
    // Settled: the whole week charted, 53,540 steps.
    Moment("growing-chart", at: 1.6),
    Moment("growing-chart", at: 1.6, dark: true),
  ]

  @Test(arguments: moments)
  func still(moment: Moment) throws {
    let sample = try #require(samples.first { $0.name == moment.film })
    var film = sample.film
    film.device = sample.film.device.atOnePixelPerPoint
    film.appearance = moment.dark ? .dark : .light
    assertGolden(try film.frame(at: moment.time), named: moment.golden)
  }
}
