import Curtain
import Foundation
import Synchronization
import Testing

/// The rendering pipeline: the same bytes with any number of jobs, frames in order, repeats,
/// progress, cancellation.
@MainActor @Suite struct FilmRenderTests {
  func frames(_ film: Film, jobs: Int) throws -> [PremultipliedRGBA8Bitmap] {
    let collector = FrameCollector()
    try film.render(to: .memory(collector), fps: 30, jobs: jobs)
    return collector.bitmaps
  }

  @Test func theSameFramesEveryTimeWithAnyNumberOfJobs() throws {
    let film = TestFilms.insetCard()
    let reference = try frames(film, jobs: 1)
    #expect(reference.count == 60)
    #expect(try frames(film, jobs: 1) == reference)
    #expect(try frames(film, jobs: 2) == reference)
    #expect(try frames(film, jobs: 3) == reference)
    // Each is the frame `frame(at:)` gives for its time.
    for index in [0, 10, 21, 45] {
      #expect(reference[index] == (try film.frame(at: film.time(ofFrame: index, fps: 30))))
    }
  }

  /// Records the order of `write` calls; `encode` takes longer for even frames, so workers
  /// finish out of order.
  final class OrderSink: FrameSink {
    let written = Mutex<[Int]>([])
    let overlapping = Mutex<(now: Int, most: Int)>((0, 0))
    func begin(_ format: FrameFormat) throws {}
    func encode(_ frame: FilmFrame) throws -> [UInt8]? {
      if frame.index % 2 == 0 { usleep(3000) }
      return [UInt8(truncatingIfNeeded: frame.index)]
    }
    func write(_ frame: FilmFrame, encoded: [UInt8]?) throws {
      overlapping.withLock {
        $0.now += 1
        $0.most = max($0.most, $0.now)
      }
      usleep(200)
      written.withLock { $0.append(frame.index) }
      overlapping.withLock { $0.now -= 1 }
    }
    func finish() throws {}
  }

  @Test func framesArriveInOrderOneAtATime() throws {
    let sink = OrderSink()
    let summary = try TestFilms.fade(duration: 1).render(to: .sink(sink), jobs: 3)
    #expect(sink.written.withLock { $0 } == Array(0..<60))
    #expect(sink.overlapping.withLock { $0.most } == 1)
    #expect(summary.frameCount == 60)
  }

  @Test func unchangedFramesRepeatThePreviousOne() throws {
    // Still until 0.25 s, fading until 1.25 s, still again until 2 s.
    let film = TestFilms.fade(duration: 2)
    let collector = FrameCollector()
    let summary = try film.render(to: .memory(collector))
    let repeats = collector.frames.filter(\.repeatsPrevious).map(\.index)
    #expect(summary.compositedFrames == 120 - repeats.count)
    #expect(repeats.first == 1)
    #expect(!repeats.contains(16) && !repeats.contains(74))
    #expect(repeats.contains(76) && repeats.last == 119)
    for frame in collector.frames where frame.repeatsPrevious {
      #expect(frame.bitmap == collector.frames[frame.index - 1].bitmap)
    }
    #expect(collector.frames[119].bitmap == (try film.frame(at: 119.0 / 60)))
  }

  /// Counts frames and the distinct pixel buffers it was handed.
  final class CountingSink: FrameSink {
    let count = Mutex(0)
    func begin(_ format: FrameFormat) throws {}
    func write(_ frame: FilmFrame, encoded: [UInt8]?) throws { count.withLock { $0 += 1 } }
    func finish() throws {}
  }

  @Test func aLongStillFilmIsCompositedOnce() throws {
    // 2400 frames: more than the pipeline queues at once, so the main actor waits for them.
    let film = TestFilms.fade(duration: 42)
    let sink = CountingSink()
    let summary = try film.render(to: .sink(sink), frames: 90...2489, jobs: 2)
    #expect(sink.count.withLock { $0 } == 2400)
    #expect(summary.compositedFrames == 1)
  }

  struct Refusal: Error {}

  /// Refuses to begin, or fails at frame 5; remembers whether it was told to abort.
  final class FailingSink: FrameSink {
    let failsToBegin: Bool
    let aborted = Mutex(false)
    init(failsToBegin: Bool) { self.failsToBegin = failsToBegin }
    func begin(_ format: FrameFormat) throws { if failsToBegin { throw Refusal() } }
    func write(_ frame: FilmFrame, encoded: [UInt8]?) throws {
      if frame.index == 5 { throw Refusal() }
    }
    func finish() throws { Issue.record("finish after a failure") }
    func abort() { aborted.withLock { $0 = true } }
  }

  @Test(arguments: [true, false])
  func aSinkThatFailsIsAbortedAndItsErrorPassedOn(failsToBegin: Bool) throws {
    let sink = FailingSink(failsToBegin: failsToBegin)
    #expect(throws: Refusal.self) { try TestFilms.fade(duration: 1).render(to: .sink(sink)) }
    #expect(sink.aborted.withLock { $0 })
  }

  @Test func progressCountsEveryFrame() throws {
    var reports: [FilmProgress] = []
    try TestFilms.fade(duration: 0.5).render(to: .memory(FrameCollector()), jobs: 2) {
      reports.append($0)
    }
    #expect(reports.last?.frame == 30 && reports.last?.total == 30)
    #expect(reports.map(\.frame) == reports.map(\.frame).sorted())
    #expect(reports.allSatisfy { $0.phase == .frames && $0.elapsed >= 0 })
  }

  @Test func aCancelledRenderStopsWithWholeFrames() throws {
    let control = FilmRenderControl()
    let sink = OrderSink()
    let error = #expect(throws: FilmError.self) {
      try TestFilms.fade(duration: 2).render(to: .sink(sink), jobs: 2, control: control) {
        progress in
        if progress.frame >= 10 { control.cancel() }
      }
    }
    guard case .interrupted(let written)? = error else {
      Issue.record("expected interrupted, got \(String(describing: error))")
      return
    }
    let delivered = sink.written.withLock { $0 }
    #expect(written == delivered.count)
    #expect(delivered == Array(0..<delivered.count))
    #expect(delivered.count >= 10 && delivered.count < 120)
  }
}
