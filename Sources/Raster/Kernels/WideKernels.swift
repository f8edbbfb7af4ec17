internal import CPixelKernels

/// Whether a run of `count` pixels is worth a wide kernel's call (16 or more,
/// `CURTAIN_MINIMUM_RUN`): shorter ones stay in the callers' inlined loops (the same
/// arithmetic), which cost no call and no dispatch. A free function because this compiler
/// inlines a package function into other modules but never a package type's members (a static
/// function, a computed property or an initialiser stays a call, even `@inlinable`).
@inlinable @inline(__always) @_spi(Painting) public func isWideRun(_ count: Int) -> Bool {
  count >= 16
}

/// The run kernels that have versions for wider vectors (the C target CPixelKernels): AVX-512's
/// sixteen pixels a step where the CPU has AVX-512BW, AVX2's eight where it has AVX2, SSE2's
/// four elsewhere on x86-64, one pixel at a time on other CPUs. The version is chosen once, as
/// the library loads; every version gives the bytes of ``sourceOverPacked(_:_:)`` and
/// ``scalePacked(_:by:)``.
///
/// The environment variable `CURTAIN_KERNELS` (`portable`, `sse2`, `avx2` or `avx512`) caps the
/// version, to measure a narrower one; ``use(_:)`` does the same from code, for tests.
@_spi(Painting) public enum WideKernels {

  /// A kernel version, narrowest first.
  @_spi(Painting)
  public enum Level: Int32, CaseIterable, Comparable, Sendable, CustomStringConvertible {
    case portable = 0
    case sse2 = 1
    case avx2 = 2
    case avx512 = 3

    @_spi(Painting) public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }

    /// The level `CURTAIN_KERNELS` names (`portable`, `sse2`, `avx2`, `avx512`); nil for any
    /// other name.
    @_spi(Painting) public init?(environmentName name: String) {
      guard let level = Self.allCases.first(where: { $0.environmentName == name }) else {
        return nil
      }
      self = level
    }

    /// How `CURTAIN_KERNELS` names the level.
    @_spi(Painting) public var environmentName: String {
      switch self {
      case .portable: "portable"
      case .sse2: "sse2"
      case .avx2: "avx2"
      case .avx512: "avx512"
      }
    }

    @_spi(Painting) public var description: String {
      switch self {
      case .portable: "portable"
      case .sse2: "SSE2"
      case .avx2: "AVX2"
      case .avx512: "AVX-512"
      }
    }
  }

  /// The widest version this CPU runs.
  internal static var supported: Level { Level(rawValue: curtain_kernels_supported()) ?? .portable }

  /// The version in use.
  @_spi(Painting) public static var level: Level {
    Level(rawValue: curtain_kernels_level()) ?? .portable
  }

  /// Uses `level`, or the widest supported version below it; returns the version now in use.
  @discardableResult internal static func use(_ level: Level) -> Level {
    Level(rawValue: curtain_kernels_use(level.rawValue)) ?? .portable
  }

  /// `dst[k] = src over dst[k]` for `k < count`.
  @_spi(Painting) public static func blendConstant(
    _ src: UInt32, into dst: UnsafeMutablePointer<UInt32>, count: Int
  ) {
    curtain_blend_constant(src, dst, count)
  }

  /// `dst[k] = (color · m) over dst[k]` with `m = mul255(values[k], opacity)` for `k < count`.
  @_spi(Painting) public static func blendCoverage(
    _ values: UnsafePointer<UInt8>, count: Int, color: UInt32, opacity: UInt32,
    into dst: UnsafeMutablePointer<UInt32>
  ) {
    curtain_blend_coverage(values, count, color, opacity, dst)
  }

  /// `dst[k] = (colors[k] · m) over dst[k]` for `k < count`: per-pixel colours at one coverage
  /// (`m = 255` blends them as they are).
  @_spi(Painting) public static func blendColors(
    _ colors: UnsafePointer<UInt32>, m: UInt32, into dst: UnsafeMutablePointer<UInt32>, count: Int
  ) {
    curtain_blend_colors(colors, m, dst, count)
  }

  /// For `rows` rows from `dst`, `stride` pixels apart, pixels `0 ..< count` (at least 2):
  /// `first` over pixel 0, `last` over pixel `count − 1`, `source` over the pixels between (a
  /// solid fill's repeating rows, each a one-pixel edge, a run and a one-pixel edge).
  @_spi(Painting) public static func blendSpanRows(
    into dst: UnsafeMutablePointer<UInt32>, stride: Int, rows: Int, count: Int, first: UInt32,
    source: UInt32, last: UInt32
  ) {
    curtain_blend_span_rows(dst, stride, rows, count, first, source, last)
  }

  /// `dst[k] = value` for `k < count`: a run of 1 KB or more by stores that do not read the
  /// destination first (on x86-64 `rep stosl`, as memset writes), a shorter one by 16-byte
  /// stores (`rep stosl` is slow to start).
  @_spi(Painting) public static func fill(
    _ value: UInt32, into dst: UnsafeMutablePointer<UInt32>, count: Int
  ) {
    curtain_fill(value, dst, count)
  }

  /// `out[k]` = the bilinear blend of `top[k]`, `top[k + 1]`, `bottom[k]` and `bottom[k + 1]`
  /// with weights `fx` across and `fy` down, out of 256, for `k < count` (`top` and `bottom`
  /// hold `count + 1` pixels): ``BilinearLanes/blend`` for a row moved by a fraction of a pixel.
  internal static func bilinearRow(
    top: UnsafePointer<UInt32>, bottom: UnsafePointer<UInt32>, fx: UInt32, fy: UInt32,
    into out: UnsafeMutablePointer<UInt32>, count: Int
  ) {
    curtain_bilinear_row(top, bottom, fx, fy, out, count)
  }

  /// Rows `py0 ..< py0 + count` of a rounded rectangle's two corner squares `shape` (see
  /// RoundedRectShape+CornerRows.swift and `curtain_corner_rows`): the version in use, or the
  /// one `level` names (it must be supported). Returns the edge values written.
  static func cornerRows(
    _ shape: inout curtain_corner_shape, py0: Int, count: Int, cy: UnsafePointer<Double>,
    c: UnsafePointer<UInt8>, spans: UnsafeMutablePointer<Int32>,
    edges: UnsafeMutablePointer<UInt8>, level: Level?
  ) -> Int {
    switch level {
    case nil: curtain_corner_rows(&shape, Int64(py0), count, cy, c, spans, edges)
    case .portable?, .sse2?:
      curtain_corner_rows_portable(&shape, Int64(py0), count, cy, c, spans, edges)
    case .avx2?, .avx512?:
      curtain_corner_rows_avx2(&shape, Int64(py0), count, cy, c, spans, edges)
    }
  }

  /// Row `y` of a path's scan, compact (see PathScanner+Kernels.swift and `curtain_path_row`):
  /// the version in use, or the one `level` names (it must be supported).
  static func pathRow(
    _ edges: UnsafePointer<curtain_path_edge>, count n: Int, y: Int, x0: Int, count: Int,
    evenOdd: Bool, into out: UnsafeMutablePointer<UInt8>, cells: UnsafeMutablePointer<Double>,
    scratch: UnsafeMutableRawPointer, level: Level?
  ) -> curtain_path_row {
    let (y, x0, count, rule) = (Int64(y), Int64(x0), Int64(count), Int32(evenOdd ? 1 : 0))
    switch level {
    case nil: return curtain_path_row_scan(edges, n, y, x0, count, rule, out, cells, scratch)
    case .portable?, .sse2?:
      return curtain_path_row_portable(edges, n, y, x0, count, rule, out, cells, scratch)
    case .avx2?, .avx512?:
      return curtain_path_row_avx2(edges, n, y, x0, count, rule, out, cells, scratch)
    }
  }

  /// Rows `y ..< yEnd` of a path blended into `dst`, row `y + k` at `dst + k · stride` (see
  /// `curtain_path_fill_rows`): the version in use, or the one `level` names (it must be
  /// supported).
  static func pathFillRows(
    _ table: UnsafePointer<curtain_path_table>, rows: Range<Int>, x0: Int, count: Int,
    evenOdd: Bool, color: UInt32, opacity: UInt32, into dst: UnsafeMutablePointer<UInt32>,
    stride: Int, values: UnsafeMutablePointer<UInt8>, cells: UnsafeMutablePointer<Double>,
    scratch: UnsafeMutableRawPointer, level: Level?
  ) {
    let (y, end, x0, count) = (
      Int64(rows.lowerBound), Int64(rows.upperBound), Int64(x0), Int64(count)
    )
    let rule = Int32(evenOdd ? 1 : 0)
    switch level {
    case nil:
      curtain_path_fill_rows(
        table, y, end, x0, count, rule, color, opacity, dst, stride, values, cells, scratch)
    case .portable?:
      curtain_path_fill_rows_portable(
        table, y, end, x0, count, rule, color, opacity, dst, stride, values, cells, scratch)
    case .sse2?:
      curtain_path_fill_rows_sse2(
        table, y, end, x0, count, rule, color, opacity, dst, stride, values, cells, scratch)
    case .avx2?:
      curtain_path_fill_rows_avx2(
        table, y, end, x0, count, rule, color, opacity, dst, stride, values, cells, scratch)
    case .avx512?:
      curtain_path_fill_rows_avx512(
        table, y, end, x0, count, rule, color, opacity, dst, stride, values, cells, scratch)
    }
  }

  /// One version of ``blendConstant(_:into:count:)`` directly (it must be supported).
  @_spi(Painting) public static func blendConstant(
    _ src: UInt32, into dst: UnsafeMutablePointer<UInt32>, count: Int, level: Level
  ) {
    switch level {
    case .portable: curtain_blend_constant_portable(src, dst, count)
    case .sse2: curtain_blend_constant_sse2(src, dst, count)
    case .avx2: curtain_blend_constant_avx2(src, dst, count)
    case .avx512: curtain_blend_constant_avx512(src, dst, count)
    }
  }

  /// One version of ``blendSpanRows(into:stride:rows:count:first:source:last:)`` directly (it
  /// must be supported).
  @_spi(Painting) public static func blendSpanRows(
    into dst: UnsafeMutablePointer<UInt32>, stride: Int, rows: Int, count: Int, first: UInt32,
    source: UInt32, last: UInt32, level: Level
  ) {
    switch level {
    case .portable:
      curtain_blend_span_rows_portable(dst, stride, rows, count, first, source, last)
    case .sse2: curtain_blend_span_rows_sse2(dst, stride, rows, count, first, source, last)
    case .avx2: curtain_blend_span_rows_avx2(dst, stride, rows, count, first, source, last)
    case .avx512: curtain_blend_span_rows_avx512(dst, stride, rows, count, first, source, last)
    }
  }

  /// One version of ``blendColors(_:m:into:count:)`` directly (it must be supported).
  @_spi(Painting) public static func blendColors(
    _ colors: UnsafePointer<UInt32>, m: UInt32, into dst: UnsafeMutablePointer<UInt32>,
    count: Int, level: Level
  ) {
    switch level {
    case .portable: curtain_blend_colors_portable(colors, m, dst, count)
    case .sse2: curtain_blend_colors_sse2(colors, m, dst, count)
    case .avx2: curtain_blend_colors_avx2(colors, m, dst, count)
    case .avx512: curtain_blend_colors_avx512(colors, m, dst, count)
    }
  }

  /// One version of ``blendCoverage(_:count:color:opacity:into:)`` directly (it must be
  /// supported).
  @_spi(Painting) public static func blendCoverage(
    _ values: UnsafePointer<UInt8>, count: Int, color: UInt32, opacity: UInt32,
    into dst: UnsafeMutablePointer<UInt32>, level: Level
  ) {
    switch level {
    case .portable: curtain_blend_coverage_portable(values, count, color, opacity, dst)
    case .sse2: curtain_blend_coverage_sse2(values, count, color, opacity, dst)
    case .avx2: curtain_blend_coverage_avx2(values, count, color, opacity, dst)
    case .avx512: curtain_blend_coverage_avx512(values, count, color, opacity, dst)
    }
  }

  /// One version of ``bilinearRow(top:bottom:fx:fy:into:count:)`` directly (it must be
  /// supported).
  internal static func bilinearRow(
    top: UnsafePointer<UInt32>, bottom: UnsafePointer<UInt32>, fx: UInt32, fy: UInt32,
    into out: UnsafeMutablePointer<UInt32>, count: Int, level: Level
  ) {
    switch level {
    case .portable: curtain_bilinear_row_portable(top, bottom, fx, fy, out, count)
    case .sse2: curtain_bilinear_row_sse2(top, bottom, fx, fy, out, count)
    case .avx2, .avx512: curtain_bilinear_row_avx2(top, bottom, fx, fy, out, count)
    }
  }
}
