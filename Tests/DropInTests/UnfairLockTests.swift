import Dispatch
import Foundation
import OSLog
import Testing

@Suite struct UnfairLockTests {
  @Test func theLockSerialisesThreads() {
    let lock = UnsafeMutablePointer<os_unfair_lock>.allocate(capacity: 1)
    lock.initialize(to: os_unfair_lock())
    let counter = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    counter.initialize(to: 0)
    defer {
      lock.deallocate()
      counter.deallocate()
    }
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<20_000 {
        os_unfair_lock_lock(lock)
        counter.pointee += 1
        os_unfair_lock_unlock(lock)
      }
    }
    #expect(counter.pointee == 160_000)
    #expect(lock.pointee._os_unfair_lock_opaque == 0)
  }

  @Test func tryLockFailsWhileAnotherThreadHoldsTheLock() {
    let lock = UnsafeMutablePointer<os_unfair_lock>.allocate(capacity: 1)
    lock.initialize(to: os_unfair_lock())
    defer { lock.deallocate() }
    os_unfair_lock_lock(lock)
    os_unfair_lock_assert_owner(lock)
    let other = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var tookIt = true
    nonisolated(unsafe) let shared = lock
    Thread.detachNewThread {
      tookIt = os_unfair_lock_trylock(shared)
      os_unfair_lock_assert_not_owner(shared)
      other.signal()
    }
    other.wait()
    #expect(!tookIt)
    os_unfair_lock_unlock(lock)
    #expect(os_unfair_lock_trylock(lock))
    os_unfair_lock_unlock(lock)
  }

  @Test func allocatedLockGuardsItsState() {
    let lock = OSAllocatedUnfairLock(initialState: [Int]())
    DispatchQueue.concurrentPerform(iterations: 4) { i in
      for j in 0..<1000 { lock.withLock { $0.append(i * 1000 + j) } }
    }
    let all = lock.withLock { $0 }
    #expect(all.count == 4000 && Set(all).count == 4000)
    #expect(lock.withLockIfAvailable { $0.count } == 4000)
    let plain = OSAllocatedUnfairLock()
    #expect(plain.withLock { 7 } == 7)
  }
}
