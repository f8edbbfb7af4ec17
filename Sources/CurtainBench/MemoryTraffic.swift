import Foundation
import ReferenceScenes

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The least memory traffic a frame of a reference scene needs, from the scene's definition in
/// docs/benchmark-scenes.md: every pixel of the frame written once, and every pixel of image P
/// that shows in the frame read once. Nothing else has to leave the caches: colours are
/// constants, shapes are arithmetic, and a blur's input is the frame's own pixels.
///
/// Priced at the floors measured in the same run (``milliseconds(memset:copy:)``), it is the
/// time below which no renderer on this machine can produce the frame, however little
/// arithmetic it does.
struct SceneTraffic: Equatable, Sendable {
  /// Bytes written: the frame, four bytes a pixel.
  var written: Int
  /// Bytes read: image P's pixels the frame shows (none where the scene has no image).
  var read: Int

  /// Both, the bytes the frame moves.
  var bytes: Int { written + read }

  /// The traffic's time, given the median times of writing one frame's bytes (`memset`) and of
  /// copying them (`copy`, each byte read and written): a frame byte under an image byte read
  /// costs what a copied byte does, any other what a written one does.
  func milliseconds(memset: Double, copy: Double) -> Double {
    let copied = Double(read) / Double(written)
    return memset * (1 - copied) + copy * copied
  }

  /// The traffic of `scene` on a `width × height` canvas (the scenes' 1179 × 2556).
  init(_ scene: ReferenceScene, width: Int, height: Int) {
    written = width * height * 4
    switch scene {
    case .dimmedCard, .manyLayers, .shadowedCard, .paths:
      read = 0
    case .pageSheet, .material:
      // P at 0.92 of its size, its top at y = 102.24; the opaque sheet covers every column from
      // y = 162 down (its round top corners lie outside P's columns), and S6's panel blurs the
      // sheet and its cells. So only P's rows drawn above y = 162 show, one more for the
      // bilinear filter, over its full width.
      let rows = Int(((162 - 102.24) / 0.92).rounded(.up)) + 1
      read = rows * width * 4
    case .circularReveal:
      // P at its own size, masked by the circle of centre (900.5, 2300.25), radius 1450.75: the
      // pixels the disc touches at all.
      read =
        Self.pixelsTouched(
          byDiscAt: 900.5, 2300.25, radius: 1450.75, width: width, height: height) * 4
    }
  }

  /// How many pixels of the canvas the disc of centre `(cx, cy)` and `radius` overlaps: per
  /// row, the columns its widest chord within the row's height reaches.
  static func pixelsTouched(
    byDiscAt cx: Double, _ cy: Double, radius: Double, width: Int, height: Int
  ) -> Int {
    var total = 0
    for y in 0..<height {
      // The height within the row nearest the centre.
      let dy = Swift.max(0, Swift.max(Double(y) - cy, cy - Double(y + 1)))
      guard dy < radius else { continue }
      let half = (radius * radius - dy * dy).squareRoot()
      let x0 = Swift.max(0, Int((cx - half).rounded(.down)))
      let x1 = Swift.min(width, Int((cx + half).rounded(.up)))
      total += Swift.max(0, x1 - x0)
    }
    return total
  }
}

/// The copy floor: one frame's bytes copied between two warm buffers with Glibc's `memcpy`, which
/// reads and writes each byte once: the machine's copy bandwidth as the scenes see it.
struct CopyFloor {
  let byteCount: Int

  init(width: Int, height: Int) { byteCount = width * height * 4 }

  /// Times `runs` copies after `warmups` untimed ones, between two buffers allocated here.
  func measure(runs: Int, warmups: Int) -> BenchStatistics {
    let source = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 64)
    let target = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 64)
    defer {
      source.deallocate()
      target.deallocate()
    }
    // Both written first: an untouched page reads as the kernel's one zero page, from cache.
    memset(source, 0, byteCount)
    memset(target, 0, byteCount)
    var samples: [Double] = []
    samples.reserveCapacity(runs)
    for i in 0..<(warmups + runs) {
      memset(source, Int32((i + 1) & 0xFF), 64)
      let ms = BenchClock.milliseconds { _ = memcpy(target, source, byteCount) }
      if i >= warmups { samples.append(ms) }
    }
    // Read one byte back so that no optimiser may consider the copies dead.
    precondition(
      target.load(as: UInt8.self) == UInt8((warmups + runs) & 0xFF), "the copy did not land")
    return BenchStatistics(samples)
  }
}
