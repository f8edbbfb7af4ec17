import Foundation
import Raster
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// `make-video.sh` running as a child process: raw frames go in on its standard input, its
/// standard error is kept for the error message, and it can be stopped with everything it
/// started.
///
/// Standard input is one end of a Unix socket pair rather than a pipe, so that writing after
/// ffmpeg has died fails with `EPIPE` (`send` with `MSG_NOSIGNAL`) instead of killing this
/// process with `SIGPIPE`, without touching the process-wide signal disposition.
///
/// Foundation starts the child in its own process group, so ``terminate()`` signals the group:
/// bash and the ffmpeg it runs.
final class VideoProcess: Sendable {
  /// The child's process id, which is also its process group id.
  let pid: Int32
  /// The `Process`, kept alive until it has exited; only read after it has.
  private let process: Process
  /// Our end of the socket feeding the child's standard input, or -1 once closed.
  private let input: Atomic<Int32>
  private let exit: ExitSignal
  private let errors: ErrorTail

  /// Starts `make-video.sh` with `arguments`.
  ///
  /// - Parameters:
  ///   - toolchain: The script, and the `PATH` it runs with.
  ///   - arguments: The script's arguments.
  ///   - streamsInput: Whether frames will be written to its standard input.
  /// - Throws: ``FilmError/ffmpegFailed(status:message:)`` when the script cannot be started.
  init(toolchain: VideoToolchain, arguments: [String], streamsInput: Bool) throws(FilmError) {
    let process = Process()
    process.executableURL = toolchain.bash
    process.arguments = [toolchain.script.path] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = toolchain.searchPath
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice

    var ours: Int32 = -1
    var childInput: FileHandle? = nil
    if streamsInput {
      var fds: [Int32] = [-1, -1]
      // Close-on-exec on both ends: the child's end is dup'ed onto its fd 0 (which clears the
      // flag there), and our end must not leak into ffmpeg or it would never see end-of-file.
      guard
        socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &fds)
          == 0
      else {
        throw .ffmpegFailed(
          status: -1, message: "cannot create a socket pair: \(AtomicFile.systemError())")
      }
      // Bigger buffers at both ends (the kernel caps them at net.core.[wr]mem_max) mean fewer
      // wake-ups per 12 MB frame: sending 1.4 GB took 0.2 processor seconds instead of 0.34.
      var size: Int32 = 4 << 20
      setsockopt(fds[0], SOL_SOCKET, SO_SNDBUF, &size, socklen_t(MemoryLayout<Int32>.size))
      setsockopt(fds[1], SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
      ours = fds[0]
      childInput = FileHandle(fileDescriptor: fds[1], closeOnDealloc: true)
      process.standardInput = childInput
    } else {
      process.standardInput = FileHandle.nullDevice
    }

    let errorPipe = Pipe()
    process.standardError = errorPipe
    let exit = ExitSignal()
    process.terminationHandler = { _ in exit.signal() }
    do {
      try process.run()
    } catch {
      if ours >= 0 { close(ours) }
      throw .ffmpegFailed(
        status: -1, message: "cannot run \(toolchain.script.path): \(error.localizedDescription)")
    }
    try? childInput?.close()
    try? errorPipe.fileHandleForWriting.close()

    self.process = process
    self.pid = process.processIdentifier
    self.input = Atomic(ours)
    self.exit = exit
    self.errors = ErrorTail(reading: errorPipe.fileHandleForReading)
  }

  /// Writes all of `bytes` to the child's standard input.
  /// - Throws: ``FilmError/ffmpegFailed(status:message:)`` with ffmpeg's own message when the
  ///   child has stopped reading (it failed, or was terminated).
  func send(_ bytes: UnsafeRawBufferPointer) throws(FilmError) {
    let fd = input.load(ordering: .acquiring)
    guard fd >= 0 else { throw .ffmpegFailed(status: -1, message: "standard input already closed") }
    var offset = 0
    while offset < bytes.count {
      let n = Glibc.send(fd, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
      if n < 0 && errno == EINTR { continue }
      if n <= 0 {
        closeInput()
        let (status, message) = wait()
        throw .ffmpegFailed(status: status == 0 ? -1 : status, message: message)
      }
      offset += n
    }
  }

  /// Closes the child's standard input: ffmpeg sees the end of the frames.
  func closeInput() {
    let fd = input.exchange(-1, ordering: .acquiringAndReleasing)
    if fd >= 0 { close(fd) }
  }

  /// Waits for the child to exit.
  /// - Returns: Its exit status (or minus the signal that ended it) and the end of its standard
  ///   error.
  func wait() -> (status: Int32, message: String) {
    exit.wait()
    let status: Int32 =
      process.terminationReason == .uncaughtSignal
      ? -process.terminationStatus : process.terminationStatus
    return (status, errors.text())
  }

  /// Stops the child and everything it started, at once: SIGKILL to its process group.
  ///
  /// Not SIGTERM: ffmpeg answers it by encoding and muxing everything it has read first (seconds
  /// for a few hundred large frames), all of it for a file that is about to be deleted, and a
  /// child started while the command line ignores SIGTERM (to catch it) inherits the ignoring.
  /// The script has no chance to delete its temporary file; ``PartialVideo/discard()`` does.
  /// A blocked ``send(_:)`` fails as ffmpeg's end of the socket closes. Does nothing once the
  /// child has exited, whose process id may then belong to someone else.
  func terminate() {
    if !exit.hasHappened { kill(-pid, SIGKILL) }
  }
}

/// The child's exit, for any number of waiters.
private final class ExitSignal: Sendable {
  private let semaphore = DispatchSemaphore(value: 0)
  private let happened = Atomic(false)

  /// Whether the child has exited (and been reaped).
  var hasHappened: Bool { happened.load(ordering: .acquiring) }

  func signal() {
    happened.store(true, ordering: .releasing)
    semaphore.signal()
  }

  /// Returns once the child has exited.
  func wait() {
    semaphore.wait()
    semaphore.signal()  // later waits return at once
  }
}

/// The last few kilobytes a child writes to a pipe, read on a thread of their own so the child
/// never blocks on a full pipe.
private final class ErrorTail: Sendable {
  private static let limit = 8192
  private let bytes = Locked<[UInt8]>([])
  private let done = DispatchSemaphore(value: 0)

  init(reading handle: FileHandle) {
    let thread = Thread { [self] in
      drain(handle.fileDescriptor)
      withExtendedLifetime(handle) {}
    }
    thread.start()
  }

  /// Reads `fd` to its end, keeping the last ``limit`` bytes.
  private func drain(_ fd: Int32) {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { break }
      bytes.withLock {
        $0.append(contentsOf: buffer[0..<n])
        if $0.count > Self.limit { $0.removeFirst($0.count - Self.limit) }
      }
    }
    done.signal()
  }

  /// Everything kept, once the child has closed the pipe, trimmed.
  func text() -> String {
    done.wait()
    done.signal()
    let kept = bytes.withLock { $0 }
    return String(decoding: kept, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
