// ImagePaint's scale + translate path: a whole screen's image scaled down behind a sheet.
// `U` depends only on the column and `V` only on the row, so columns come from the table built at
// init and the row pair is found once per call. Equal to `referenceColor` bit for bit.

extension ImagePaint {
  /// Source columns one vertical pass holds: 64 columns of two words, 1 KiB, which
  /// `withUnsafeTemporaryAllocation` always takes from the stack.
  static let passColumns = 64

  func fetchAxisAligned(y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
    image.withUnsafePixelBuffer { img in
      columns.withUnsafeBufferPointer { table in
        let row = RowSample(v: affine.rowOrigin(y: y).v, image: img)
        let n = table.count
        let tableStart = columnsX0 - x0  // index into out of table[0]
        // Left and right of the table every column is clamped to an image edge: one colour each.
        let leftEnd = Swift.min(Swift.max(tableStart, 0), count)
        let middleEnd = Swift.min(Swift.max(tableStart + n, leftEnd), count)
        if leftEnd > 0 {
          out.update(repeating: row.sample(table[0]), count: leftEnd)
        }
        if middleEnd > leftEnd {
          let entries = table.baseAddress! - tableStart  // entries[k] is out[k]'s column
          // Decided per draw: blending columns vertically first shares each column between the
          // device pixels that use it, worth it while a device pixel spans at most two columns.
          if affine.dU == Int64(1) << 32 {
            let u = affine.rowOrigin(y: y).u &+ Int64(x0) &* affine.dU
            row.translated(
              u: u, entries: entries, width: img.width, from: leftEnd, to: middleEnd, into: out)
          } else if abs(affine.dU) <= Int64(2) << 32 {
            row.verticalFirst(entries, from: leftEnd, to: middleEnd, into: out)
          } else {
            for k in leftEnd..<middleEnd { out[k] = row.sample(entries[k]) }
          }
        }
        if middleEnd < count {
          (out + middleEnd).update(repeating: row.sample(table[n - 1]), count: count - middleEnd)
        }
      }
    }
  }
}

/// The two image rows and vertical weight of one device row.
struct RowSample {
  let top: UnsafePointer<UInt32>
  let bottom: UnsafePointer<UInt32>
  let fy: UInt64

  @inline(__always) init(v: Int64, image: PixelBuffer) {
    let j = v >> 32
    let last = Int64(image.height - 1)
    top = UnsafePointer(image.row(Int(Swift.min(Swift.max(j, 0), last))))
    bottom = UnsafePointer(image.row(Int(Swift.min(Swift.max(j + 1, 0), last))))
    fy = UInt64((v >> 24) & 0xFF)
  }

  /// One device column, blended directly.
  @inline(__always) func sample(_ c: ColumnSample) -> UInt32 {
    let i0 = Int(c.i0)
    let i1 = Int(c.i1)
    return BilinearLanes.blend(top[i0], top[i1], bottom[i0], bottom[i1], fx: UInt64(c.fx), fy: fy)
  }

  /// `out[from ..< to]`, where `entries[k]` is the column sample of `out[k]`: in runs whose
  /// image columns fit ``ImagePaint/passColumns``, each image column is blended vertically once
  /// (and split into its high and low bytes, see ImagePaint+Lanes.swift), then every device
  /// pixel blends its two columns horizontally.
  func verticalFirst(
    _ entries: UnsafePointer<ColumnSample>, from: Int, to: Int,
    into out: UnsafeMutablePointer<UInt32>
  ) {
    let capacity = ImagePaint.passColumns
    withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 2 * capacity) { pass in
      let pass = pass.baseAddress!
      let bytes = BilinearLanes.bytes
      var k = from
      var runLength = to - from
      while k < to {
        // Columns are monotonic in x, so a run's extremes are at its ends; halve until it fits.
        var end = Swift.min(to, k + runLength)
        var lo = 0
        var hi = 0
        while true {
          let a = entries[k]
          let b = entries[end - 1]
          lo = Int(Swift.min(a.i0, b.i0))
          hi = Int(Swift.max(a.i1, b.i1))
          if hi - lo < capacity { break }
          runLength = Swift.max(1, (end - k) / 2)
          end = k + runLength
        }
        for c in lo...hi {
          let v = BilinearLanes.lerp(
            BilinearLanes.spread(top[c]), BilinearLanes.spread(bottom[c]), fy)
          pass[2 &* (c &- lo)] = v >> 8 & bytes
          pass[2 &* (c &- lo) &+ 1] = v & bytes
        }
        for i in k..<end {
          let e = entries[i]
          let l = pass + 2 &* (Int(e.i0) &- lo)
          let r = pass + 2 &* (Int(e.i1) &- lo)
          let f = UInt64(e.fx)
          out[i] = BilinearLanes.finish(
            high: BilinearLanes.lerp(l[0], r[0], f), low: BilinearLanes.lerp(l[1], r[1], f))
        }
        k = end
      }
    }
  }
}
