import Testing

@testable import HeadlessUIKit

/// Classes as a ported library writes them, with the selectors `curtain port` makes of
/// `#selector(…)` passed to `perform(_:)` and `responds(to:)`.
private class Card: NSObject {
  var events: [String] = []
  func flip() { events.append("flip") }
  func title() -> NSString { "card" }
  func tag(_ name: String) { events.append("tag \(name)") }
  func move(_ x: Int, _ y: Int) -> Int { x + y }
  func back(_ card: Card?) -> Card? { card }

  static let flipSelector = Selector("flip", Card.flip)
}

private final class GoldCard: Card {
  override func flip() { events.append("gold flip") }
}

private final class Chip: NSObject {}

struct SelectorTests {
  @Test func performSendsTheMethodDispatchingToOverrides() {
    let card = Card()
    let gold = GoldCard()
    card.perform(Card.flipSelector)
    gold.perform(Card.flipSelector)
    card.perform(Selector("tag:", Card.tag), with: "ace")
    #expect(card.events == ["flip", "tag ace"])
    #expect(gold.events == ["gold flip"])
  }

  @Test func performGivesBackWhatTheMethodReturned() {
    let card = Card()
    let title = card.perform(Selector("title", Card.title))?.takeUnretainedValue() as? NSString
    #expect(title == "card")
    #expect(card.perform(Card.flipSelector) == nil)
    let sum = card.perform(Selector("move::", Card.move), with: 2, with: 3)
    #expect(sum?.takeUnretainedValue() as? Int == 5)
    // An optional comes back unwrapped, and a nil one as nil.
    let back = Selector("back:", Card.back)
    #expect(card.perform(back, with: card)?.takeUnretainedValue() === card)
    #expect(card.perform(back, with: nil) == nil)
  }

  @Test func respondsToAsksWhetherTheObjectIsOfTheMethodsClass() {
    #expect(Card().responds(to: Card.flipSelector))
    #expect(GoldCard().responds(to: Card.flipSelector))
    #expect(!Chip().responds(to: Card.flipSelector))
    #expect(!Card().responds(to: nil))
    #expect(GoldCard.instancesRespond(to: Card.flipSelector))
    #expect(!Chip.instancesRespond(to: Card.flipSelector))
  }

  @Test func selectorsAreEqualByNameAsOnIOS() {
    let again = Selector("flip", GoldCard.flip)
    #expect(again == Card.flipSelector)
    #expect(Set([again, Card.flipSelector]).count == 1)
    #expect(Selector("flip:", Card.tag) != Card.flipSelector)
    #expect(NSStringFromSelector(Selector("tag:", Card.tag)) == "tag:")
    #expect("\(Card.flipSelector)" == "flip")
  }
}
