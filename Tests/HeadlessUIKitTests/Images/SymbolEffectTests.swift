import Testing

@testable import HeadlessUIKit

/// A HUD's spinning symbol as ProgressHUD makes one: effects are kept and completed as iOS does,
/// and the stage says once that the symbol is drawn still.
@MainActor @Suite struct SymbolEffectTests {
  @Test func aRepeatingBounceRunsUntilRemoved() {
    let stage = Stage()
    let symbol = UIImageView(image: UIImage(systemName: "checkmark"))
    var ends: [Bool] = []
    stage.run {
      stage.window.addSubview(symbol)
      symbol.addSymbolEffect(.bounce, options: .repeating) { ends.append($0.isFinished) }
    }
    stage.advance(to: 1)
    #expect(symbol.symbolEffects.count == 1 && ends.isEmpty)
    var removed: [Bool] = []
    stage.run {
      symbol.removeSymbolEffect(ofType: .bounce) { removed.append($0.isFinished) }
    }
    #expect(symbol.symbolEffects.isEmpty)
    #expect(ends == [false] && removed == [true])
    #expect(
      stage.messages.map(\.text) == [
        "UIImageView.addSymbolEffect(_:) has no effect in Curtain: the symbol is drawn still."
      ])
  }

  @Test func aBounceOnceCompletesAtTheNextTurn() {
    let stage = Stage()
    let symbol = UIImageView(image: UIImage(systemName: "checkmark"))
    var finished: [Bool] = []
    stage.run {
      symbol.addSymbolEffect(.bounce.down, options: .nonRepeating) { context in
        finished.append(context.isFinished)
        #expect(context.sender === symbol)
      }
      #expect(finished.isEmpty)
    }
    stage.advance(to: 0.1)
    #expect(finished == [true] && symbol.symbolEffects.isEmpty)
  }

  @Test func anIndefiniteEffectReplacesOneOfItsKindAndRemoveAllEndsEvery() {
    let stage = Stage()
    let symbol = UIImageView(image: UIImage(systemName: "ellipsis"))
    var ends: [String] = []
    stage.run {
      symbol.addSymbolEffect(.variableColor.iterative) { _ in ends.append("first") }
      symbol.addSymbolEffect(.variableColor.cumulative) { _ in ends.append("second") }
      symbol.addSymbolEffect(.scale.up)
      symbol.addSymbolEffect(.disappear)
    }
    #expect(ends == ["first"] && symbol.symbolEffects.count == 3)
    stage.run { symbol.removeAllSymbolEffects() }
    #expect(ends == ["first", "second"] && symbol.symbolEffects.isEmpty)
  }

  @Test func aSymbolReplacedWithATransitionIsSetAtOnce() throws {
    let stage = Stage()
    let symbol = UIImageView(image: UIImage(systemName: "plus"))
    let done = try #require(UIImage(systemName: "checkmark"))
    stage.run { symbol.setSymbolImage(done, contentTransition: .replace) }
    #expect(symbol.image === done)
  }
}
