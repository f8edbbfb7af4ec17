// Combine as view models and views write it on iOS: `@Published` properties in an
// `ObservableObject`, `assign`, and notifications as publishers.
import Combine
import Testing
import UIKit

private final class Player: ObservableObject {
  @Published var progress = 0.0
  @Published var title = "—"
  var label = ""
}

private struct Failed: Error {}

private final class Caption {
  var text = ""
}

extension Notification.Name {
  fileprivate static let playerDidFinish = Notification.Name("PlayerDidFinish")
}

@Suite struct CombineFoundationTests {
  @Test func publishedPropertiesPublishTheirValuesAndTheObjectsWillChange() {
    let player = Player()
    var progress: [Double] = []
    var changes = 0
    let watching = player.$progress.sink { progress.append($0) }
    let willChange = player.objectWillChange.sink { _ in changes += 1 }
    player.progress = 0.5
    player.title = "Intro"
    player.progress = 1
    #expect(progress == [0, 0.5, 1])
    #expect(changes == 3)
    _ = (watching, willChange)
  }

  @Test func assignWritesIntoAnObjectAndIntoAPublishedProperty() {
    let player = Player()
    let caption = Caption()
    let writing = player.$title.map { "Now playing: \($0)" }.assign(to: \.text, on: caption)
    player.title = "Outro"
    #expect(caption.text == "Now playing: Outro")
    writing.cancel()

    // `assign(to: &$x)` lives as long as the object that owns the property.
    let source = PassthroughSubject<Double, Never>()
    source.map { $0 / 100 }.assign(to: &player.$progress)
    source.send(25)
    #expect(player.progress == 0.25)
  }

  @Test func operatorsBeyondTheOldSubsetCompose() {
    let width = CurrentValueSubject<Int, Never>(1)
    let height = PassthroughSubject<Int, Never>()
    var areas: [Int] = []
    let area = width.zip(height).map { $0 * $1 }.scan(0, +).sink { areas.append($0) }
    height.send(2)
    width.send(3)
    height.send(4)
    #expect(areas == [2, 14])
    _ = area

    var answered: [String] = []
    let future = Future<Int, Never> { promise in promise(.success(42)) }
    let deferred = Deferred { Just("later") }
    let both = future.map(String.init).append(deferred).collect().sink { answered = $0 }
    #expect(answered == ["42", "later"])
    _ = both
  }

  @Test func combineLatestAndMergeJoinPublishers() {
    let width = CurrentValueSubject<Int, Never>(1)
    let height = PassthroughSubject<Int, Never>()
    let depth = PassthroughSubject<Int, Never>()
    var areas: [Int] = []
    var volumes: [Int] = []
    let area = width.combineLatest(height) { $0 * $1 }.sink { areas.append($0) }
    let volume = width.combineLatest(height, depth).map { $0 * $1 * $2 }
      .sink { volumes.append($0) }
    var labels: [String] = []
    let label = width.combineLatest(height, depth, Just("cm")) { "\($0)×\($1)×\($2) \($3)" }
      .sink { labels.append($0) }
    width.send(2)
    height.send(3)
    depth.send(10)
    width.send(4)
    #expect(areas == [6, 12])
    #expect(volumes == [60, 120])
    width.send(5)
    #expect(labels == ["2×3×10 cm", "4×3×10 cm", "5×3×10 cm"])
    _ = label
    _ = (area, volume)

    let taps = PassthroughSubject<String, Never>()
    let keys = PassthroughSubject<String, Never>()
    var merged: [String] = []
    var finished = false
    let both = taps.merge(with: keys).sink(
      receiveCompletion: { _ in finished = true }, receiveValue: { merged.append($0) })
    taps.send("tap")
    keys.send("key")
    taps.send(completion: .finished)
    keys.send("enter")
    #expect(!finished)
    keys.send(completion: .finished)
    #expect(merged == ["tap", "key", "enter"] && finished)
    _ = both
    var sources: [Int] = []
    let three = Just(1).merge(with: Just(2), [3, 4].publisher).sink { sources.append($0) }
    #expect(sources == [1, 2, 3, 4])
    _ = three

    // Values wait, in order, for a subscriber's demand, and the end waits for them.
    var waited: [Int] = []
    var ended = false
    var subscription: Subscription?
    let first = PassthroughSubject<Int, Never>()
    let second = PassthroughSubject<Int, Never>()
    first.merge(with: second).subscribe(
      AnySubscriber(
        receiveSubscription: { subscription = $0 },
        receiveValue: {
          waited.append($0)
          return .none
        },
        receiveCompletion: { _ in ended = true }))
    first.send(1)
    second.send(2)
    first.send(completion: .finished)
    second.send(completion: .finished)
    #expect(waited.isEmpty && !ended)
    subscription?.request(.max(1))
    #expect(waited == [1] && !ended)
    subscription?.request(.max(1))
    #expect(waited == [1, 2] && ended)

    var asked: [Int] = []
    let many = Publishers.MergeMany([1, 2].publisher, [3].publisher)
    let limited = many.flatMap(maxPublishers: .max(1)) { Just($0) }.sink { asked.append($0) }
    #expect(asked == [1, 2, 3])
    _ = limited
  }

  @Test func optionalsAndResultsPublishTheirValues() {
    var seen: [String] = []
    let some = Optional("some").publisher.sink { seen.append($0) }
    let none = String?.none.publisher.sink(
      receiveCompletion: { _ in seen.append("none finished") }, receiveValue: { seen.append($0) })
    let success: Result<String, Failed>.Publisher = Result.success("ok").publisher
    let ok = success.sink(receiveCompletion: { _ in }, receiveValue: { seen.append($0) })
    #expect(seen == ["some", "none finished", "ok"])
    _ = (some, none, ok)
  }

  @Test func notificationCenterPublishesNamedNotificationsFromTheirSender() {
    let center = NotificationCenter()
    let sender = Player()
    var heard: [String] = []
    let fromSender = center.publisher(for: .playerDidFinish, object: sender)
      .compactMap { $0.userInfo?["track"] as? String }
      .sink { heard.append("sender \($0)") }
    let fromAnyone = center.publisher(for: .playerDidFinish)
      .sink { _ in heard.append("anyone") }
    center.post(name: .playerDidFinish, object: sender, userInfo: ["track": "one"])
    center.post(name: .playerDidFinish, object: Player(), userInfo: ["track": "two"])
    fromAnyone.cancel()
    center.post(name: .playerDidFinish, object: sender, userInfo: ["track": "three"])
    #expect(heard == ["sender one", "anyone", "anyone", "sender three"])
    #expect(center.publisher(for: .playerDidFinish) == center.publisher(for: .playerDidFinish))
    _ = fromSender
  }

  @MainActor @Test func viewsPublishTheirObservablePropertiesByKeyPath() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var widths: [CGFloat] = []
    var alphas: [CGFloat] = []
    let watching = view.publisher(for: \.frame).map(\.width).sink { widths.append($0) }
    let fading = view.publisher(for: \.alpha, options: [.new]).sink { alphas.append($0) }
    view.frame.size.width = 30
    view.alpha = 0.5
    watching.cancel()
    view.frame.size.width = 50
    #expect(widths == [10, 30])
    #expect(alphas == [0.5])
    _ = fading
  }

  @Test func theModuleAnswersCanImportCombine() {
    #if canImport(Combine)
      let available = true
    #else
      let available = false
    #endif
    #expect(available)
  }
}
