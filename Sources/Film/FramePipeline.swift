import Compositor
import Foundation
import Raster

/// Composites frames on worker threads and hands them to a sink in frame order.
///
/// ```
///  main actor:  advance stage → RenderTree ─┐ submit (blocks while `capacity` frames are in flight)
///  workers ×N:  take a job → composite into a pooled bitmap → sink.encode (PNG) ─┐
///  deliverer:   reorder buffer → sink.write in frame order → bitmap back to the pool
/// ```
///
/// The main actor only builds trees, which are `Sendable` values; the stage never leaves it.
/// Workers share nothing mutable but the state behind `condition`. Whichever worker completes
/// the next frame due becomes the deliverer and writes every consecutive ready frame, one at a
/// time (the "baton" is `isDelivering`), so `write` calls never overlap and always come in order.
///
/// Memory is bounded: at most `capacity` composited frames are submitted and not yet written, so
/// at most `capacity` bitmaps exist (plus the one kept for repeats), however long the film.
/// Repeated frames hold no bitmap and only count towards a much larger `queueLimit`, so the main
/// actor runs through a still stretch and hands the next changing frames to idle workers
/// instead of waiting for the stretch's first frame to be written.
final class FramePipeline: @unchecked Sendable {
  // @unchecked: every `var` below is read and written only with `condition` locked, except
  // `previous`, which only the thread holding the delivery baton touches.

  /// A frame to make: `tree == nil` repeats the previous frame.
  struct Job {
    var index: Int
    var time: TimeInterval
    var tree: RenderTree?
  }

  private struct Done {
    var job: Job
    var bitmap: PremultipliedRGBA8Bitmap?
    var encoded: [UInt8]?
  }

  let sink: any FrameSink
  let width: Int
  let height: Int
  /// Composited frames submitted and not yet written, at most.
  let capacity: Int
  /// Frames (composited or repeated) submitted and not yet written, at most.
  let queueLimit = 1024

  private let condition = NSCondition()
  private var queue: [Job] = []
  private var queueHead = 0
  private var ready: [Int: Done] = [:]
  private var nextToDeliver: Int
  private var isDelivering = false
  private var inFlight = 0
  private var compositedInFlight = 0
  private var delivered = 0
  private var encodedBytes = 0
  private var failure: (any Error)?
  private var isStopping = false
  private var isClosed = false
  private var liveWorkers = 0
  private var pool: [PremultipliedRGBA8Bitmap] = []
  /// The last frame written and its encoding, for repeats (the deliverer's alone).
  private var previous: (bitmap: PremultipliedRGBA8Bitmap, encoded: [UInt8]?)?

  /// Starts `jobs` worker threads.
  ///
  /// - Parameters:
  ///   - sink: Where frames go.
  ///   - format: The frames' size and the first frame's number.
  ///   - jobs: Worker threads, at least 1.
  init(sink: any FrameSink, format: FrameFormat, jobs: Int) {
    self.sink = sink
    width = format.width
    height = format.height
    nextToDeliver = format.frames.lowerBound
    let jobs = max(1, jobs)
    capacity = 2 * jobs + 2
    liveWorkers = jobs
    for number in 0..<jobs {
      let thread = Thread { [self] in work() }
      thread.name = "Film worker \(number)"
      thread.stackSize = 4 << 20
      thread.start()
    }
  }

  /// Frames written so far and the bytes their encodings took.
  var progress: (frames: Int, encodedBytes: Int) {
    condition.withLock { (delivered, encodedBytes) }
  }

  /// Queues a frame; blocks while too many are in flight (see `capacity`), calling `waiting`
  /// (on this thread) with the number of frames written so far, each time it wakes and once
  /// the frame is queued.
  /// - Throws: The first error of a worker or the sink, or `CancellationError` after ``cancel()``.
  func submit(_ job: Job, waiting: (Int) -> Void) throws {
    condition.lock()
    let composites = job.tree != nil
    while !isStopping && (inFlight >= queueLimit || (composites && compositedInFlight >= capacity))
    {
      condition.wait()
      let written = delivered
      condition.unlock()
      waiting(written)
      condition.lock()
    }
    if isStopping {
      let error = failure ?? CancellationError()
      condition.unlock()
      throw error
    }
    queue.append(job)
    inFlight += 1
    if composites { compositedInFlight += 1 }
    condition.signal()
    let written = delivered
    condition.unlock()
    waiting(written)
  }

  /// Waits until every submitted frame is written and the workers have exited, calling
  /// `waiting` as frames are written.
  /// - Throws: The first error of a worker or the sink, or `CancellationError`.
  func finish(waiting: (Int) -> Void) throws {
    condition.lock()
    isClosed = true
    condition.broadcast()
    while (inFlight > 0 || liveWorkers > 0) && !isStopping {
      condition.wait()
      let written = delivered
      condition.unlock()
      waiting(written)
      condition.lock()
    }
    condition.unlock()
    shutDown()
    if let error = condition.withLock({ isStopping ? failure ?? CancellationError() : nil }) {
      throw error
    }
  }

  /// Stops taking frames; frames being composited finish, and nothing more is written.
  func cancel() { fail(CancellationError()) }

  /// Stops the workers and waits for them to exit (idempotent).
  func shutDown() {
    condition.lock()
    isClosed = true
    if inFlight > 0 { isStopping = true }
    condition.broadcast()
    while liveWorkers > 0 || isDelivering { condition.wait() }
    condition.unlock()
  }

  // MARK: - Workers

  private func work() {
    let compositor = Compositor(threads: 1)
    while let job = takeJob() {
      var done = Done(job: job)
      do {
        if let tree = job.tree {
          // The pooled bitmap moves straight into `bitmap`: a second reference (a `let` holding
          // it) made every frame a copy-on-write copy into fresh pages (12 MB copied and
          // faulted in a frame at 1179×2556).
          var bitmap = try takeBitmap() ?? PremultipliedRGBA8Bitmap(width: width, height: height)
          compositor.render(tree, into: &bitmap)
          done.bitmap = bitmap
          done.encoded = try sink.encode(
            FilmFrame(index: job.index, time: job.time, bitmap: bitmap))
        }
      } catch let error as RasterError {
        fail(FilmError.renderFailed(frame: job.index, reason: error.description))
      } catch {
        fail(error)
      }
      complete(done)
    }
  }

  /// A written frame's bitmap to reuse, if there is one.
  private func takeBitmap() -> PremultipliedRGBA8Bitmap? {
    condition.withLock { pool.popLast() }
  }

  /// The next job, or nil when the worker should exit.
  private func takeJob() -> Job? {
    condition.lock()
    defer { condition.unlock() }
    while queueHead == queue.count && !isClosed && !isStopping { condition.wait() }
    guard !isStopping, queueHead < queue.count else {
      liveWorkers -= 1
      condition.broadcast()
      return nil
    }
    let job = queue[queueHead]
    queueHead += 1
    if queueHead > 64 && queueHead * 2 > queue.count {
      queue.removeFirst(queueHead)
      queueHead = 0
    }
    return job
  }

  private func fail(_ error: any Error) {
    condition.withLock {
      if failure == nil { failure = error }
      isStopping = true
      condition.broadcast()
    }
  }

  // MARK: - Delivery

  /// Files a finished frame; if no one is delivering, takes the baton and writes every
  /// consecutive ready frame in order.
  private func complete(_ done: Done) {
    condition.lock()
    ready[done.job.index] = done
    guard !isDelivering else {
      condition.unlock()
      return
    }
    isDelivering = true
    while !isStopping, let next = ready.removeValue(forKey: nextToDeliver) {
      condition.unlock()
      let (recycled, bytes, error) = deliver(next)
      condition.lock()
      if let recycled, !sink.keepsFrames { pool.append(recycled) }
      if let error {
        if failure == nil { failure = error }
        isStopping = true
        break
      }
      nextToDeliver += 1
      inFlight -= 1
      if next.job.tree != nil { compositedInFlight -= 1 }
      delivered += 1
      encodedBytes += bytes
      condition.broadcast()
    }
    isDelivering = false
    condition.broadcast()
    condition.unlock()
  }

  /// Writes one frame (resolving a repeat to the previous frame).
  /// - Returns: A bitmap no longer needed, the frame's encoded size, and the sink's error.
  private func deliver(_ done: Done) -> (PremultipliedRGBA8Bitmap?, Int, (any Error)?) {
    var recycled: PremultipliedRGBA8Bitmap? = nil
    let bitmap: PremultipliedRGBA8Bitmap
    let encoded: [UInt8]?
    if let fresh = done.bitmap {
      recycled = previous?.bitmap
      previous = (fresh, done.encoded)
      (bitmap, encoded) = (fresh, done.encoded)
    } else if let previous {
      (bitmap, encoded) = previous
    } else {
      return (
        nil, 0,
        FilmError.renderFailed(frame: done.job.index, reason: "a repeat with no frame before it")
      )
    }
    let frame = FilmFrame(
      index: done.job.index, time: done.job.time, bitmap: bitmap,
      repeatsPrevious: done.bitmap == nil)
    do {
      try sink.write(frame, encoded: encoded)
    } catch {
      return (recycled, 0, error)
    }
    return (recycled, encoded?.count ?? 0, nil)
  }
}
