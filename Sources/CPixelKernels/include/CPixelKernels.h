// Wide pixel kernels in C, so that x86-64 CPUs with AVX2 run them eight pixels a step while the
// package needs no compiler flags: each wide version carries its own target attribute, and the
// version in use is chosen once, when the library loads, from what the CPU reports
// (`__builtin_cpu_supports`). Every version computes the same bytes as Raster's scalar
// `sourceOverPacked` / `scalePacked` (PixelMath.swift) and `BilinearLanes.blend`, and the corner
// rows the spans of `RoundedRectShape.rowSpans` (corners.c), and a path's rows the spans of
// `PathScanner.scan` (path_rows.c); tests hold each to them.
#ifndef CURTAIN_PIXEL_KERNELS_H
#define CURTAIN_PIXEL_KERNELS_H

#include <stddef.h>
#include <stdint.h>

/// The kernel versions, narrowest first.
enum {
  /// Portable C: what any CPU runs.
  CURTAIN_KERNELS_PORTABLE = 0,
  /// SSE2, four pixels a step: every x86-64 CPU has it.
  CURTAIN_KERNELS_SSE2 = 1,
  /// AVX2, eight pixels a step.
  CURTAIN_KERNELS_AVX2 = 2,
  /// AVX-512BW: the blends sixteen pixels a step, the rest as AVX2.
  CURTAIN_KERNELS_AVX512 = 3,
};

/// A rounded rectangle's two corner squares on a run of rows (RoundedRectShape+Spans.swift):
/// the shape's left and right edges; for each corner its radius, its circle centre's y and its
/// columns `from ..< to` (the left circle's centre x is x0 + radius, the right's x1 − radius).
typedef struct {
  double x0, x1;
  double left_radius, left_centre_y;
  int64_t left_from, left_to;
  double right_radius, right_centre_y;
  int64_t right_from, right_to;
} curtain_corner_shape;

/// A path's edge (Raster's `PolygonEdge`, field for field): top to bottom, `dxdy` its run per
/// unit of height, `winding` +1 where it was drawn downwards.
typedef struct {
  double x0, y0, x1, y1, dxdy, winding;
} curtain_path_edge;

/// What a path row's scan found (Raster's `PathScanner.ScanRow`): pixels `first ..< last` of
/// the window are covered, and `interior_start ..< interior_end` is its interior, of value
/// `interior_value` (none where the range is empty).
typedef struct {
  int64_t first, last, interior_start, interior_end;
  uint8_t interior_value;
} curtain_path_row;

/// A path's edge table (Raster's `EdgeTableView`): the edges of band b, rows
/// `y0 + (b << band_shift)` on, are `band_edges[band_start[b] ..< band_start[b + 1]]`.
typedef struct {
  const curtain_path_edge *band_edges;
  const int32_t *band_start;
  int64_t y0, band_shift;
} curtain_path_table;

/// Runs shorter than this are blended in the calling loop (Raster's `isWideRun`).
#define CURTAIN_MINIMUM_RUN 16

/// The versions in use (function pointers, read with relaxed atomic loads).
typedef struct {
  /// `dst[k] = src over dst[k]` for `k < count`: one premultiplied colour.
  void (*blend_constant)(uint32_t src, uint32_t *dst, size_t count);
  /// `dst[k] = (color · m_k) over dst[k]` with `m_k = mul255(values[k], opacity)`: a solid
  /// colour's edge pixels (m = 0 leaves a pixel as it was).
  void (*blend_coverage)(
      const uint8_t *values, size_t count, uint32_t color, uint32_t opacity, uint32_t *dst);
  /// `out[k]` = the bilinear blend of `top[k]`, `top[k + 1]`, `bottom[k]`, `bottom[k + 1]`
  /// with weights fx across and fy down, out of 256 (`top` and `bottom` hold `count + 1`
  /// pixels): an image row moved by a fraction of a pixel.
  void (*bilinear_row)(
      const uint32_t *top, const uint32_t *bottom, uint32_t fx, uint32_t fy, uint32_t *out,
      size_t count);
  /// `dst[k] = (colors[k] · m) over dst[k]`: per-pixel colours (an image, a gradient) at one
  /// coverage m (255 leaves the colours as they are).
  void (*blend_colors)(const uint32_t *colors, uint32_t m, uint32_t *dst, size_t count);
  /// Rows `py0 ..< py0 + count` of a shape's corners, row k of vertical coverage `cy[k]` and
  /// interior byte `c[k]` (not 0): `spans[5k ..< 5k + 5]` = its first non-zero column, first
  /// and one past the last column of value `c[k]`, one past its last non-zero column, and where
  /// its cut pixels' values start in `edges` (the left corner's, then the right's; rows one
  /// after another). Returns the values written. `edges` needs room for
  /// `count · (left_to − left_from + right_to − right_from) + 8` bytes.
  size_t (*corner_rows)(
      const curtain_corner_shape *shape, int64_t py0, size_t count, const double *cy,
      const uint8_t *c, int32_t *spans, uint8_t *edges);
  /// Row `y` of a path over window columns `x0 ..< x0 + count` (`edges` its band's edges, in
  /// order): its cut pixels' values from `out[0]` (the interior's run skipped). `cells` holds
  /// `count + 2` zeros (zeros again on return); `scratch` room for 40 bytes per edge.
  curtain_path_row (*path_row)(
      const curtain_path_edge *edges, size_t edge_count, int64_t y, int64_t x0, int64_t count,
      int even_odd, uint8_t *out, double *cells, void *scratch);
  /// Rows `y ..< y_end` of a path (rows of `table`), each scanned as `path_row` scans it and
  /// blended into `dst + k · stride` for row `y + k` (window column c at `dst[c]`): solid
  /// `color` at opacity `opacity`, each pixel at its coverage; `values` takes each row's cut
  /// pixels' values.
  void (*path_fill_rows)(
      const curtain_path_table *table, int64_t y, int64_t y_end, int64_t x0, int64_t count,
      int even_odd, uint32_t color, uint32_t opacity, uint32_t *dst, ptrdiff_t stride,
      uint8_t *values, double *cells, void *scratch);
  /// For `rows` rows `dst + k · stride`, pixels `0 ..< count` (count ≥ 2): pixel 0 gets
  /// `first` over it, pixel count − 1 `last`, the pixels between `source` (a source of 0
  /// leaves its pixels as they were).
  void (*blend_span_rows)(
      uint32_t *dst, ptrdiff_t stride, size_t rows, size_t count, uint32_t first,
      uint32_t source, uint32_t last);
} curtain_kernel_table;

extern curtain_kernel_table curtain_kernels;

/// Makes `level` (or the widest the CPU supports below it) the version in use, and returns the
/// level now in use. The choice at load is the widest supported, or the level named by the
/// environment variable `CURTAIN_KERNELS` (`portable`, `sse2`, `avx2`, `avx512`).
int curtain_kernels_use(int level);
/// The level in use.
int curtain_kernels_level(void);
/// The widest level this CPU supports.
int curtain_kernels_supported(void);

static inline void curtain_blend_constant(uint32_t src, uint32_t *dst, size_t count) {
  __atomic_load_n(&curtain_kernels.blend_constant, __ATOMIC_RELAXED)(src, dst, count);
}

static inline void curtain_blend_coverage(
    const uint8_t *values, size_t count, uint32_t color, uint32_t opacity, uint32_t *dst) {
  __atomic_load_n(&curtain_kernels.blend_coverage, __ATOMIC_RELAXED)(
      values, count, color, opacity, dst);
}

static inline void curtain_bilinear_row(
    const uint32_t *top, const uint32_t *bottom, uint32_t fx, uint32_t fy, uint32_t *out,
    size_t count) {
  __atomic_load_n(&curtain_kernels.bilinear_row, __ATOMIC_RELAXED)(top, bottom, fx, fy, out, count);
}

static inline void curtain_blend_colors(
    const uint32_t *colors, uint32_t m, uint32_t *dst, size_t count) {
  __atomic_load_n(&curtain_kernels.blend_colors, __ATOMIC_RELAXED)(colors, m, dst, count);
}

static inline size_t curtain_corner_rows(
    const curtain_corner_shape *shape, int64_t py0, size_t count, const double *cy,
    const uint8_t *c, int32_t *spans, uint8_t *edges) {
  return __atomic_load_n(&curtain_kernels.corner_rows, __ATOMIC_RELAXED)(
      shape, py0, count, cy, c, spans, edges);
}

static inline curtain_path_row curtain_path_row_scan(
    const curtain_path_edge *edges, size_t edge_count, int64_t y, int64_t x0, int64_t count,
    int even_odd, uint8_t *out, double *cells, void *scratch) {
  return __atomic_load_n(&curtain_kernels.path_row, __ATOMIC_RELAXED)(
      edges, edge_count, y, x0, count, even_odd, out, cells, scratch);
}

static inline void curtain_path_fill_rows(
    const curtain_path_table *table, int64_t y, int64_t y_end, int64_t x0, int64_t count,
    int even_odd, uint32_t color, uint32_t opacity, uint32_t *dst, ptrdiff_t stride,
    uint8_t *values, double *cells, void *scratch) {
  __atomic_load_n(&curtain_kernels.path_fill_rows, __ATOMIC_RELAXED)(
      table, y, y_end, x0, count, even_odd, color, opacity, dst, stride, values, cells,
      scratch);
}

static inline void curtain_blend_span_rows(
    uint32_t *dst, ptrdiff_t stride, size_t rows, size_t count, uint32_t first, uint32_t source,
    uint32_t last) {
  __atomic_load_n(&curtain_kernels.blend_span_rows, __ATOMIC_RELAXED)(
      dst, stride, rows, count, first, source, last);
}

/// `dst[k] = value` for `k < count`, with stores that do not read the destination first.
void curtain_fill(uint32_t value, uint32_t *dst, size_t count);

/// Each version directly, for tests (a version the CPU lacks must not be called).
void curtain_blend_constant_portable(uint32_t src, uint32_t *dst, size_t count);
void curtain_blend_constant_sse2(uint32_t src, uint32_t *dst, size_t count);
void curtain_blend_constant_avx2(uint32_t src, uint32_t *dst, size_t count);
void curtain_blend_constant_avx512(uint32_t src, uint32_t *dst, size_t count);
void curtain_blend_span_rows_portable(
    uint32_t *dst, ptrdiff_t stride, size_t rows, size_t count, uint32_t first, uint32_t source,
    uint32_t last);
void curtain_blend_span_rows_sse2(
    uint32_t *dst, ptrdiff_t stride, size_t rows, size_t count, uint32_t first, uint32_t source,
    uint32_t last);
void curtain_blend_span_rows_avx2(
    uint32_t *dst, ptrdiff_t stride, size_t rows, size_t count, uint32_t first, uint32_t source,
    uint32_t last);
void curtain_blend_span_rows_avx512(
    uint32_t *dst, ptrdiff_t stride, size_t rows, size_t count, uint32_t first, uint32_t source,
    uint32_t last);
void curtain_blend_coverage_portable(
    const uint8_t *values, size_t count, uint32_t color, uint32_t opacity, uint32_t *dst);
void curtain_blend_coverage_sse2(
    const uint8_t *values, size_t count, uint32_t color, uint32_t opacity, uint32_t *dst);
void curtain_blend_coverage_avx2(
    const uint8_t *values, size_t count, uint32_t color, uint32_t opacity, uint32_t *dst);
void curtain_blend_coverage_avx512(
    const uint8_t *values, size_t count, uint32_t color, uint32_t opacity, uint32_t *dst);
void curtain_blend_colors_portable(
    const uint32_t *colors, uint32_t m, uint32_t *dst, size_t count);
void curtain_blend_colors_sse2(const uint32_t *colors, uint32_t m, uint32_t *dst, size_t count);
void curtain_blend_colors_avx2(const uint32_t *colors, uint32_t m, uint32_t *dst, size_t count);
void curtain_blend_colors_avx512(
    const uint32_t *colors, uint32_t m, uint32_t *dst, size_t count);
size_t curtain_corner_rows_portable(
    const curtain_corner_shape *shape, int64_t py0, size_t count, const double *cy,
    const uint8_t *c, int32_t *spans, uint8_t *edges);
size_t curtain_corner_rows_avx2(
    const curtain_corner_shape *shape, int64_t py0, size_t count, const double *cy,
    const uint8_t *c, int32_t *spans, uint8_t *edges);
curtain_path_row curtain_path_row_portable(
    const curtain_path_edge *edges, size_t edge_count, int64_t y, int64_t x0, int64_t count,
    int even_odd, uint8_t *out, double *cells, void *scratch);
curtain_path_row curtain_path_row_avx2(
    const curtain_path_edge *edges, size_t edge_count, int64_t y, int64_t x0, int64_t count,
    int even_odd, uint8_t *out, double *cells, void *scratch);
void curtain_path_fill_rows_portable(
    const curtain_path_table *table, int64_t y, int64_t y_end, int64_t x0, int64_t count,
    int even_odd, uint32_t color, uint32_t opacity, uint32_t *dst, ptrdiff_t stride,
    uint8_t *values, double *cells, void *scratch);
void curtain_path_fill_rows_sse2(
    const curtain_path_table *table, int64_t y, int64_t y_end, int64_t x0, int64_t count,
    int even_odd, uint32_t color, uint32_t opacity, uint32_t *dst, ptrdiff_t stride,
    uint8_t *values, double *cells, void *scratch);
void curtain_path_fill_rows_avx2(
    const curtain_path_table *table, int64_t y, int64_t y_end, int64_t x0, int64_t count,
    int even_odd, uint32_t color, uint32_t opacity, uint32_t *dst, ptrdiff_t stride,
    uint8_t *values, double *cells, void *scratch);
void curtain_path_fill_rows_avx512(
    const curtain_path_table *table, int64_t y, int64_t y_end, int64_t x0, int64_t count,
    int even_odd, uint32_t color, uint32_t opacity, uint32_t *dst, ptrdiff_t stride,
    uint8_t *values, double *cells, void *scratch);
void curtain_bilinear_row_portable(
    const uint32_t *top, const uint32_t *bottom, uint32_t fx, uint32_t fy, uint32_t *out,
    size_t count);
void curtain_bilinear_row_sse2(
    const uint32_t *top, const uint32_t *bottom, uint32_t fx, uint32_t fy, uint32_t *out,
    size_t count);
void curtain_bilinear_row_avx2(
    const uint32_t *top, const uint32_t *bottom, uint32_t fx, uint32_t fy, uint32_t *out,
    size_t count);

#endif
