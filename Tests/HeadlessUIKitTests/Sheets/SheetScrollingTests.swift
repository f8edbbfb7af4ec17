import Foundation
import Testing

@testable import HeadlessUIKit

/// A `DetentScene` whose sheet holds a scroll view filling it, without insets so that offset 0
/// is the content's top edge; a plain scroll view has 2000 points of content.
@MainActor private struct ScrollingSheet {
  let scene: DetentScene
  let scrollView: UIScrollView

  init(
    expands: Bool = true, at detent: UISheetPresentationController.Detent.Identifier? = nil,
    scrollView: UIScrollView = UIScrollView()
  ) {
    self.scrollView = scrollView
    scene = DetentScene(configure: { _, pc in
      pc.prefersScrollingExpandsWhenScrolledToEdge = expands
      let view = pc.presentedViewController.view!
      scrollView.frame = view.bounds
      scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      if type(of: scrollView) == UIScrollView.self {
        scrollView.contentSize = CGSize(width: 393, height: 2000)
      }
      scrollView.contentInsetAdjustmentBehavior = .never
      view.addSubview(scrollView)
    })
    if let detent { scene.stage.run { scene.controller.selectedDetentIdentifier = detent } }
  }

  var stage: Stage { scene.stage }
  var top: CGFloat { scene.sheetView.frame.minY }
  var offset: CGFloat { scrollView.contentOffset.y }

  /// A slow vertical drag in the sheet's lower part from `y` by `dy`, over a second, that comes
  /// to rest before it lifts; the stage then runs `settle` seconds more.
  func drag(from y: CGFloat = 700, by dy: CGFloat, settle: Double = 1) {
    stage.run {
      let end = stage.time + 1 + settle
      stage.pan(from: CGPoint(x: 196, y: y), to: CGPoint(x: 196, y: y + dy), duration: 1)
      stage.advance(to: end)
    }
  }
}

@MainActor @Suite struct SheetScrollingTests {
  @Test func theSplitScrollsDownToTheTopThenMovesTheSheet() {
    var split = SheetScrollSplit(top: 69, offset: 100, ceiling: 69, contentTop: 0)
    split.move(to: 60)
    #expect(split.offset == 40 && split.top == 69 && !split.holdsSheet)
    split.move(to: 150)
    #expect(split.offset == 0 && split.top == 119 && split.holdsSheet)
    // Back up: the sheet rises to its ceiling first, then the content scrolls.
    split.move(to: 20)
    #expect(split.top == 69 && split.offset == 80)
  }

  @Test func theSplitRaisesTheSheetToItsCeilingThenScrolls() {
    var split = SheetScrollSplit(top: 392, offset: 0, ceiling: 69, contentTop: -20)
    split.move(to: -300)
    #expect(split.top == 92 && split.offset == 0)
    split.move(to: -400)
    #expect(split.top == 69 && split.offset == 77)
    // Down from there: the content returns to its top edge (−20), then the sheet follows.
    split.move(to: -303)
    #expect(split.top == 69 && split.offset == -20 && split.holdsSheet == false)
    split.move(to: -293)
    #expect(split.top == 79 && split.offset == -20)
  }

  @Test func theTrackedScrollViewIsTheFirstThatScrollsVertically() {
    let sheet = ScrollingSheet()
    sheet.stage.run {
      let view = sheet.scene.sheet.view!
      let carousel = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
      carousel.contentSize = CGSize(width: 1200, height: 100)
      view.insertSubview(carousel, at: 0)
      #expect(sheet.scene.controller.trackedScrollView === sheet.scrollView)
      sheet.scrollView.isHidden = true
      #expect(sheet.scene.controller.trackedScrollView == nil)
    }
  }

  @Test func belowTheLargestDetentAnUpwardDragExpandsTheSheetInsteadOfScrolling() {
    let sheet = ScrollingSheet()
    sheet.stage.run {
      let t0 = sheet.stage.time
      sheet.stage.pan(from: CGPoint(x: 196, y: 700), to: CGPoint(x: 196, y: 500), duration: 1)
      // Halfway in time the finger has gone 150 points up (easing out): so has the sheet.
      sheet.stage.advance(to: t0 + 0.5)
      #expect(abs(sheet.top - (392 - 150)) < 1e-9)
      #expect(sheet.offset == 0)
      #expect(sheet.scrollView.isDragging)
      // The content has not moved: its indicators have not shown.
      #expect(sheet.scrollView.indicators == nil)
      sheet.stage.advance(to: t0 + 2)
    }
    // Let go at rest 200 points up (top 192): nearer the large detent (69) than medium (392).
    #expect(sheet.top == 69 && sheet.scene.shownTop == 69)
    #expect(sheet.offset == 0)
    #expect(sheet.scene.controller.selectedDetentIdentifier == .large)
    #expect(sheet.scene.delegate.calls == ["didChangeDetent"])
    #expect(!sheet.scrollView.isDragging && !sheet.scrollView.isDecelerating)
  }

  @Test func withoutExpandingTheScrollViewScrollsAndTheSheetStays() {
    let sheet = ScrollingSheet(expands: false)
    sheet.drag(by: -200)
    #expect(sheet.top == 392)
    #expect(sheet.offset == 200)
    #expect(sheet.scene.controller.selectedDetentIdentifier == nil)
    #expect(sheet.scene.delegate.calls.isEmpty)
  }

  @Test(arguments: [true, false])
  func atTheLargestDetentTheScrollViewScrolls(expands: Bool) {
    let sheet = ScrollingSheet(expands: expands, at: .large)
    sheet.drag(by: -200)
    #expect(sheet.top == 69)
    #expect(sheet.offset == 200)
    // The content moved: its indicators showed (and have faded since).
    #expect(sheet.scrollView.indicators != nil)
    #expect(sheet.scene.delegate.calls.isEmpty)
  }

  @Test(arguments: [true, false])
  func atTheTopEdgeAPullDownDragsTheSheetToTheSmallerDetent(expands: Bool) {
    let sheet = ScrollingSheet(expands: expands, at: .large)
    sheet.stage.run {
      let t0 = sheet.stage.time
      sheet.stage.pan(from: CGPoint(x: 196, y: 300), to: CGPoint(x: 196, y: 520), duration: 1)
      sheet.stage.advance(to: t0 + 0.5)
      // 165 points down (easing out): the sheet, not the content, has moved.
      #expect(abs(sheet.top - (69 + 165)) < 1e-9)
      #expect(sheet.offset == 0)
      sheet.stage.advance(to: t0 + 2)
    }
    // At rest 220 points down (top 289): nearer medium (392) than large (69).
    #expect(sheet.top == 392)
    #expect(sheet.scene.controller.selectedDetentIdentifier == .medium)
    #expect(sheet.scene.delegate.calls == ["didChangeDetent"])
    #expect(sheet.offset == 0)
  }

  @Test func aPullDownHandsOverFromScrollingToTheSheetWhenTheContentReachesTheTop() {
    let sheet = ScrollingSheet(at: .large)
    sheet.stage.run {
      sheet.scrollView.contentOffset.y = 100
      let t0 = sheet.stage.time
      sheet.stage.pan(from: CGPoint(x: 196, y: 200), to: CGPoint(x: 196, y: 500), duration: 1)
      // A quarter of the time in: 131.25 points down, the content scrolled to its top edge and
      // the sheet took the rest.
      sheet.stage.advance(to: t0 + 0.25)
      #expect(sheet.offset == 0)
      #expect(abs(sheet.top - (69 + 31.25)) < 1e-9)
      sheet.stage.advance(to: t0 + 2)
    }
    // Released at rest with the sheet 200 points down (top 269): medium.
    #expect(sheet.top == 392)
    #expect(sheet.offset == 0)
    #expect(sheet.scene.controller.selectedDetentIdentifier == .medium)
  }

  @Test func backUpTheSheetRisesToItsDetentThenTheContentScrolls() {
    let sheet = ScrollingSheet(at: .large)
    sheet.stage.run {
      let t0 = sheet.stage.time
      sheet.stage.pan(
        along: [CGPoint(x: 196, y: 300), CGPoint(x: 196, y: 400), CGPoint(x: 196, y: 200)],
        duration: 1, easing: .linear)
      sheet.stage.advance(to: t0 + 1.0 / 3)
      #expect(sheet.top == 69 + 100 && sheet.offset == 0)
      sheet.stage.advance(to: t0 + 3)
    }
    // 100 down then 200 up: the sheet back at the large detent, the content 100 further on
    // and coasting on from the finger's speed.
    #expect(sheet.top == 69)
    #expect(sheet.offset > 100)
    #expect(sheet.scene.delegate.calls.isEmpty)
  }

  /// Content left scrolled 100 points at the medium detent (by code): a drag down scrolls it to
  /// its top before the sheet moves (here into a dismissal, let go and cancelled); a drag up
  /// expands the sheet first.
  @Test(
    arguments: [(60, 40, 392), (150, 0, 392), (-200, 100, 69)] as [(CGFloat, CGFloat, CGFloat)])
  func belowTheLargestDetentContentNotAtTheTopScrollsDownFirst(
    drag: CGFloat, offset: CGFloat, top: CGFloat
  ) {
    let sheet = ScrollingSheet()
    sheet.stage.run { sheet.scrollView.contentOffset.y = 100 }
    sheet.stage.run {
      let t0 = sheet.stage.time
      sheet.stage.pan(
        from: CGPoint(x: 196, y: 600), to: CGPoint(x: 196, y: 600 + drag), duration: 1)
      sheet.stage.advance(to: t0 + 0.99)
      // Just before the finger lifts, the content has scrolled its part of the drag.
      #expect(abs(sheet.offset - offset) < 0.5)
      sheet.stage.advance(to: t0 + 2)
    }
    #expect(sheet.offset == offset)
    #expect(sheet.top == top)
    #expect(sheet.scene.root.presentedViewController === sheet.scene.sheet)
  }

  @Test func aTableViewInTheSheetExpandsItToo() {
    let log = TableLog(rows: [60])
    let table = UITableView(frame: .zero, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    table.dataSource = log
    let sheet = ScrollingSheet(scrollView: table)
    #expect(sheet.stage.run { sheet.scene.controller.trackedScrollView } === table)
    sheet.drag(by: -200)
    #expect(sheet.top == 69)
    #expect(sheet.offset == 0)
    // At the large detent the table scrolls.
    sheet.drag(by: -200)
    #expect(sheet.top == 69)
    #expect(sheet.offset == 200)
  }

  @Test func aFlickDownAtTheTopEdgeDismissesTheSheet() {
    let sheet = ScrollingSheet()
    sheet.stage.run {
      sheet.stage.swipe(from: CGPoint(x: 196, y: 600), by: CGVector(dx: 0, dy: 200), duration: 0.1)
      sheet.stage.advance(to: 2)
    }
    #expect(sheet.scene.delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
    #expect(sheet.scene.root.presentedViewController == nil)
    #expect(sheet.offset == 0)
  }

  @Test func aScrollViewBesideTheTrackedOneOnlyScrolls() {
    let sheet = ScrollingSheet()
    let other = UIScrollView(frame: CGRect(x: 0, y: 300, width: 393, height: 160))
    sheet.stage.run {
      sheet.scrollView.frame.size.height = 300
      sheet.scrollView.autoresizingMask = []
      other.contentSize = CGSize(width: 393, height: 1000)
      sheet.scene.sheet.view.addSubview(other)
    }
    sheet.drag(from: 800, by: -100)
    #expect(sheet.top == 392)
    #expect(other.contentOffset.y == 100)
  }
}
