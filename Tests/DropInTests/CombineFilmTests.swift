// Combine's time operators in a film, as a search screen writes them: a query debounced on
// `RunLoop.main`, results received on `DispatchQueue.main`, a banner delayed on the main queue
// and a `Timer.publish` ticker moving a view. On the stage's clock they fire at virtual times,
// so two runs deliver the same values at the same times and draw the same frames.
import Combine
import Testing
import UIKit

@MainActor private final class SearchModel: ObservableObject {
  @Published var query = ""
}

/// What one run of the film delivered, when, and the pixels of each frame.
private struct FilmRecord: Equatable {
  var events: [String] = []
  var frames: [Data] = []
}

@MainActor private func filmSearchScreen() -> FilmRecord {
  let stage = Stage()
  let model = SearchModel()
  let marker = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
  let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 48, height: 16))
  canvas.backgroundColor = .white
  marker.backgroundColor = .systemBlue
  canvas.addSubview(marker)
  stage.window.addSubview(canvas)

  var record = FilmRecord()
  var bag = Set<AnyCancellable>()
  let banner = PassthroughSubject<String, Never>()
  func note(_ event: String) { record.events.append("\(event) @\(stage.time)") }

  stage.at(0) {
    model.$query
      .dropFirst()
      .debounce(for: .milliseconds(250), scheduler: RunLoop.main)
      .removeDuplicates()
      .receive(on: DispatchQueue.main)
      .sink { query in
        note("search \(query)")
        canvas.backgroundColor = query.count > 2 ? .systemYellow : .systemGreen
      }
      .store(in: &bag)
    Timer.publish(every: 0.5, on: .main, in: .common)
      .autoconnect()
      .prefix(3)
      .sink { date in
        note("tick \(date.timeIntervalSinceReferenceDate)")
        marker.frame.origin.x += 10
      }
      .store(in: &bag)
    banner
      .delay(for: .seconds(1), scheduler: DispatchQueue.main)
      .sink { note("banner \($0)") }
      .store(in: &bag)
  }
  // Typing within the debounce interval: one search, after the last key.
  stage.at(0.125) { model.query = "c" }
  stage.at(0.25) { model.query = "ca" }
  stage.at(0.375) { model.query = "cat" }
  stage.at(0.25) { banner.send("saved") }
  stage.at(1.125) { model.query = "ca" }

  let format = UIGraphicsImageRendererFormat()
  format.scale = 1
  let renderer = UIGraphicsImageRenderer(size: canvas.bounds.size, format: format)
  for frame in 0...60 {
    stage.advance(to: Double(frame) / 30)
    let image = renderer.image { context in canvas.layer.render(in: context.cgContext) }
    record.frames.append(image.cgImage?.dataProvider?.data as Data? ?? Data())
  }
  bag.removeAll()
  return record
}

@MainActor @Suite struct CombineFilmTests {
  @Test func timeOperatorsDeliverAtVirtualTimesTheSameOnEveryRun() {
    let first = filmSearchScreen()
    #expect(
      first.events == [
        "tick 0.5 @0.5", "search cat @0.625", "tick 1.0 @1.0", "banner saved @1.25",
        "search ca @1.375", "tick 1.5 @1.5",
      ])
    let second = filmSearchScreen()
    #expect(second.events == first.events)
    #expect(second.frames.count == 61 && second.frames == first.frames)
    // The frames show the film: the ticker moved the marker, the search coloured the canvas.
    #expect(Set(first.frames).count > 3)
  }

  @Test func schedulersReadTheStagesClock() {
    let stage = Stage()
    var readings: [String] = []
    stage.at(1.5) {
      readings.append("\(RunLoop.main.now.date.timeIntervalSinceReferenceDate)")
      readings.append("\(OperationQueue.main.now.date.timeIntervalSinceReferenceDate)")
      let dispatch = DispatchQueue.main.now
      readings.append("\(dispatch.distance(to: dispatch.advanced(by: .milliseconds(5))).magnitude)")
      OperationQueue.main.schedule(after: OperationQueue.main.now.advanced(by: 0.25)) {
        readings.append("operation @\(stage.time)")
      }
      DispatchQueue.main.schedule { readings.append("dispatch @\(stage.time)") }
    }
    stage.advance(to: 2)
    #expect(
      readings == [
        "1.5", "1.5", "5000000", "dispatch @1.5", "operation @1.75",
      ])
  }

  @Test func aRepeatingScheduleStopsWhenCancelled() {
    let stage = Stage()
    var fired: [TimeInterval] = []
    var repetition: (any Cancellable)?
    stage.at(0) {
      let queue = DispatchQueue.main
      repetition = queue.schedule(
        after: queue.now.advanced(by: .milliseconds(125)), interval: .milliseconds(250)
      ) { fired.append(stage.time) }
    }
    stage.at(0.7) { repetition?.cancel() }
    stage.advance(to: 1.5)
    #expect(fired == [0.125, 0.375, 0.625])
  }
}
