import Foundation
import Raster
import Synchronization

/// Worker threads that paint bands alongside the rendering thread, kept warm between frames.
///
/// Why not only `DispatchQueue.concurrentPerform`: a frame of a UI scene paints in well under a
/// millisecond, and a parked worker (its vCPU halted, in a VM) can take longer than that to wake,
/// so the calling thread would often paint every band alone. These workers spin for a short
/// while after each frame (``spinLimit`` polls, a quarter of a millisecond here) waiting for
/// the next one, which a film or a benchmark sends at once, and park on a semaphore when frames
/// stop coming.
///
/// Bands are claimed one at a time from a counter of the frame's job by the workers and by the
/// calling thread, so the work balances itself; the calling thread returns once every band is
/// painted. A worker still finishing an old job can only claim from that job's counter, which
/// is exhausted, so it never touches a later frame. One frame at a time uses the workers; a frame
/// that finds them busy (another thread rendering through the same compositor) returns false and
/// is painted with `concurrentPerform` instead.
final class BandWorkers: Sendable {
  /// Polls of the job counter before a worker parks.
  static let spinLimit = 1_000_000

  /// One frame's bands.
  final class Job: Sendable {
    let count: Int
    let body: @Sendable (Int) -> Void
    let next = Atomic<Int>(0)
    let remaining: Atomic<Int>

    init(count: Int, body: @escaping @Sendable (Int) -> Void) {
      self.count = count
      self.body = body
      remaining = Atomic(count)
    }

    /// Claims and paints bands until none are left.
    func participate() {
      while true {
        let band = next.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue
        if band >= count { return }
        body(band)
        remaining.wrappingSubtract(1, ordering: .releasing)
      }
    }
  }

  /// What the workers share with the publishing thread.
  final class Shared: Sendable {
    /// Bumped once per published job (and to stop); workers look for a job when it changes.
    let generation = Atomic<Int>(0)
    /// Workers parked on ``wake``.
    let sleeping = Atomic<Int>(0)
    let stopped = Atomic<Bool>(false)
    let wake = DispatchSemaphore(value: 0)
    let job = Locked<Job?>(nil)
    let workers: Int

    init(workers: Int) { self.workers = workers }

    func publish(_ j: Job) {
      job.withLock { $0 = j }
      generation.wrappingAdd(1, ordering: .sequentiallyConsistent)
      // A worker counts itself as sleeping before it checks `generation` one last time, so
      // either it sees this job or this load sees it and wakes it.
      let parked = sleeping.load(ordering: .sequentiallyConsistent)
      for _ in 0..<parked { wake.signal() }
    }

    func stop() {
      stopped.store(true, ordering: .sequentiallyConsistent)
      generation.wrappingAdd(1, ordering: .sequentiallyConsistent)
      for _ in 0..<workers { wake.signal() }
    }

    /// A worker's life: wait for a job (spinning, then parked), paint its share, repeat. `seen`
    /// starts at the generation the pool was created with, so that a thread that starts late
    /// still takes the first frame.
    func work() {
      var seen = 0
      while true {
        var polls = 0
        while generation.load(ordering: .sequentiallyConsistent) == seen {
          polls += 1
          if polls < BandWorkers.spinLimit { continue }
          sleeping.wrappingAdd(1, ordering: .sequentiallyConsistent)
          if generation.load(ordering: .sequentiallyConsistent) == seen { wake.wait() }
          sleeping.wrappingSubtract(1, ordering: .sequentiallyConsistent)
          polls = 0
        }
        seen = generation.load(ordering: .sequentiallyConsistent)
        if stopped.load(ordering: .sequentiallyConsistent) { return }
        job.withLock { $0 }?.participate()
      }
    }
  }

  private let shared: Shared
  private let busy = Locked(false)
  /// Worker threads (the calling thread paints too).
  let count: Int

  /// Starts `count` worker threads.
  init(count: Int) {
    self.count = count
    shared = Shared(workers: count)
    for _ in 0..<count {
      let thread = Thread { [shared] in shared.work() }
      thread.name = "Compositor band worker"
      thread.start()
    }
  }

  deinit { shared.stop() }

  /// Runs `body(band)` for every band in `0 ..< count` on the workers and the calling thread;
  /// returns when all are done. Returns false (and runs nothing) if the workers are busy.
  func run(bands count: Int, _ body: @escaping @Sendable (Int) -> Void) -> Bool {
    let acquired = busy.withLock { taken -> Bool in
      if taken { return false }
      taken = true
      return true
    }
    guard acquired else { return false }
    defer { busy.withLock { $0 = false } }
    let job = Job(count: count, body: body)
    shared.publish(job)
    job.participate()
    while job.remaining.load(ordering: .acquiring) > 0 {}  // bands in other hands: short
    shared.job.withLock { $0 = nil }
    return true
  }
}
