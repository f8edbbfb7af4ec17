// Combine code as iOS apps write it, against the drop-in.
import Combine
import Testing

private enum State: Equatable { case hidden, half, full }
private struct Failed: Error, Equatable { let code: Int }

@Suite struct CombineTests {
  @Test func currentValueSubjectGivesTheCurrentValueFirstThenEachSend() {
    // FloatingPanel keeps its state in `CurrentValueSubject<FloatingPanelState, Never>`.
    let state = CurrentValueSubject<State, Never>(.hidden)
    var seen: [State] = []
    let cancellable = state.sink { seen.append($0) }
    state.send(.half)
    state.value = .full
    #expect(seen == [.hidden, .half, .full])
    #expect(state.value == .full)
    cancellable.cancel()
    state.send(.hidden)
    #expect(seen == [.hidden, .half, .full])
    #expect(state.value == .hidden)
  }

  @Test func releasingTheCancellableEndsTheSubscription() {
    let subject = PassthroughSubject<Int, Never>()
    var seen: [Int] = []
    var cancellable: AnyCancellable? = subject.sink { seen.append($0) }
    subject.send(1)
    _ = cancellable
    cancellable = nil
    subject.send(2)
    #expect(seen == [1])
  }

  @Test func storedCancellablesLiveAsLongAsTheirSet() {
    let subject = PassthroughSubject<String, Never>()
    var seen: [String] = []
    var bag = Set<AnyCancellable>()
    subject.sink { seen.append($0) }.store(in: &bag)
    subject.sink { seen.append($0.uppercased()) }.store(in: &bag)
    #expect(bag.count == 2)
    subject.send("a")
    bag.removeAll()
    subject.send("b")
    #expect(seen.sorted() == ["A", "a"])

    var list: [AnyCancellable] = []
    subject.sink { seen.append($0) }.store(in: &list)
    subject.send("c")
    #expect(list.count == 1 && seen.last == "c")
  }

  @Test func completionEndsTheStreamForPresentAndLaterSubscribers() {
    let subject = PassthroughSubject<Int, Failed>()
    var events: [String] = []
    let first = subject.sink(
      receiveCompletion: { events.append("first \(describe($0))") },
      receiveValue: { events.append("first \($0)") })
    subject.send(1)
    subject.send(completion: .failure(Failed(code: 7)))
    subject.send(2)
    let late = subject.sink(
      receiveCompletion: { events.append("late \(describe($0))") },
      receiveValue: { events.append("late \($0)") })
    #expect(events == ["first 1", "first failed 7", "late failed 7"])
    _ = (first, late)
  }

  @Test func passthroughSubjectDropsValuesNobodyAskedFor() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = Recorder<Int, Never>()
    subject.subscribe(recorder)
    subject.send(1)
    recorder.subscription?.request(.max(2))
    subject.send(2)
    subject.send(3)
    subject.send(4)
    #expect(recorder.values == [2, 3])
  }

  @Test func currentValueSubjectHoldsTheLatestValueUntilAsked() {
    let subject = CurrentValueSubject<Int, Never>(0)
    let recorder = Recorder<Int, Never>()
    subject.subscribe(recorder)
    subject.send(1)
    subject.send(2)
    #expect(recorder.values.isEmpty)
    recorder.subscription?.request(.max(1))
    #expect(recorder.values == [2])
    subject.send(3)
    #expect(recorder.values == [2])
  }

  @Test func justPublishesOnceThenFinishes() {
    var events: [String] = []
    let c = Just(5).sink(
      receiveCompletion: { events.append("\($0)") }, receiveValue: { events.append("\($0)") })
    #expect(events == ["5", "finished"])
    _ = c
  }

  @Test func mapAndRemoveDuplicatesChainAndEraseToAnyPublisher() {
    let subject = CurrentValueSubject<Int, Never>(1)
    let publisher: AnyPublisher<String, Never> =
      subject
      .map { $0 / 10 }
      .removeDuplicates()
      .map { "tens: \($0)" }
      .eraseToAnyPublisher()
    var seen: [String] = []
    let c = publisher.sink { seen.append($0) }
    for value in [4, 12, 19, 3, 25, 26] { subject.send(value) }
    #expect(seen == ["tens: 0", "tens: 1", "tens: 0", "tens: 2"])
    _ = c
  }

  @Test func removeDuplicatesAsksAgainForEachDroppedValue() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = Recorder<Int, Never>()
    subject.removeDuplicates(by: { abs($0 - $1) < 2 }).subscribe(recorder)
    recorder.subscription?.request(.max(2))
    for value in [10, 11, 10, 12, 13, 20] { subject.send(value) }
    // 11 and 10 are dropped without using up demand; 12 is the second value delivered.
    #expect(recorder.values == [10, 12])
  }

  @Test func aSubjectRepublishesAnUpstreamUntilCancelled() {
    let source = PassthroughSubject<Int, Never>()
    let relay = PassthroughSubject<Int, Never>()
    var seen: [Int] = []
    let out = relay.sink { seen.append($0) }
    let link = source.subscribe(relay)
    source.send(1)
    link.cancel()
    source.send(2)
    #expect(seen == [1])
    _ = out
  }

  @Test func subscribersMaySendFromTheirClosures() {
    let subject = PassthroughSubject<Int, Never>()
    var seen: [Int] = []
    let c = subject.sink { value in
      seen.append(value)
      if value < 3 { subject.send(value + 1) }
    }
    subject.send(0)
    #expect(seen == [0, 1, 2, 3])
    _ = c
  }

  @Test func demandArithmeticFollowsApplesRules() {
    typealias Demand = Subscribers.Demand
    #expect(Demand.max(2) + .max(3) == .max(5))
    #expect(Demand.max(2) + .unlimited == .unlimited)
    #expect(Demand.unlimited - .max(5) == .unlimited)
    #expect(Demand.max(2) - .unlimited == .none)
    // OpenCombine traps on a result below zero, where Apple documents clamping it to none (as
    // the old subset did): code that subtracts more demand than it has is wrong either way.
    #expect(Demand.max(5) - 2 == .max(3))
    #expect(Demand.max(Int.max) + 1 == .unlimited)
    #expect(Demand.max(3) < .unlimited && Demand.none < .max(1))
    #expect(Demand.unlimited.max == nil && Demand.max(4).max == 4)
  }
}

private func describe(_ completion: Subscribers.Completion<Failed>) -> String {
  switch completion {
  case .finished: "finished"
  case .failure(let error): "failed \(error.code)"
  }
}

/// A subscriber that asks for nothing by itself: the test requests demand through it.
private final class Recorder<Input, Failure: Error>: Subscriber {
  var subscription: (any Subscription)?
  var values: [Input] = []
  var completion: Subscribers.Completion<Failure>?

  func receive(subscription: any Subscription) { self.subscription = subscription }
  func receive(_ input: Input) -> Subscribers.Demand {
    values.append(input)
    return .none
  }
  func receive(completion: Subscribers.Completion<Failure>) { self.completion = completion }
}
