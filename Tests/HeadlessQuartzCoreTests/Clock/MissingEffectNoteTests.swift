import HeadlessUIKit
import Testing

@testable import HeadlessQuartzCore

/// A member Curtain declares but cannot act on says so once per stage, on the stage's console.
@MainActor @Suite struct MissingEffectNoteTests {
  @Test func theFirstUseIsNotedOnceOnTheStagesConsole() {
    let stage = Stage()
    stage.run {
      noteMissingEffect("UIScrollView.zoomScale", "the content is drawn at scale 1")
      noteMissingEffect("UIScrollView.zoomScale", "the content is drawn at scale 1")
      noteMissingEffect("CAEmitterLayer", "no particles are drawn")
    }
    #expect(
      stage.messages.map(\.text) == [
        "UIScrollView.zoomScale has no effect in Curtain: the content is drawn at scale 1.",
        "CAEmitterLayer has no effect in Curtain: no particles are drawn.",
      ])
  }

  @Test func eachStageIsToldAgain() {
    for _ in 0..<2 {
      let stage = Stage()
      stage.run { noteMissingEffect("CAEmitterLayer", "no particles are drawn") }
      #expect(stage.messages.count == 1)
    }
  }

  @Test func withoutAStageNothingIsPrinted() {
    noteMissingEffect("CAEmitterLayer", "no particles are drawn")
    let clock = Timeline()
    clock.noteMissingEffect("CAEmitterLayer", "no particles are drawn")
    #expect(clock.notedMembers == ["CAEmitterLayer"])
  }
}
