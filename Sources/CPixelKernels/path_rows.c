// A path's row scan (Raster's `PathScanner.scan` in its compact form, PathShape+Scan.swift,
// which explains the arithmetic): the row's edge pieces, then its groups of cut columns and the
// runs between them, step for step as the Swift does them, so the same bytes; and the same scan
// blended straight into a frame row (path_row_blends.h), for painters that need no spans kept.
// The AVX2 versions are the same code compiled for AVX2 (no fused multiply-adds), with AVX2
// blends.
#include <math.h>

#include "CPixelKernels.h"
#include "path_row_blends.h"
#include "scalar.h"

// Swift does not fuse a · b + c; C may, where the CPU has FMA (every arm64 CPU).
#pragma STDC FP_CONTRACT OFF

typedef struct {
  double lo, hi, height;
  int64_t c0, c1;
} piece;

// Swift.min(x, y) and Swift.max(x, y), operand for operand.
static inline double min_d(double x, double y) { return y < x ? y : x; }
static inline double max_d(double x, double y) { return y >= x ? y : x; }
static inline int64_t min_i(int64_t x, int64_t y) { return y < x ? y : x; }
static inline int64_t max_i(int64_t x, int64_t y) { return y >= x ? y : x; }

static inline double edge_x(const curtain_path_edge *e, double y) {
  if (y == e->y0) return e->x0;
  if (y == e->y1) return e->x1;
  return e->x0 + (y - e->y0) * e->dxdy;
}

static inline uint8_t coverage(double area, int even_odd) {
  double a = fabs(area);
  if (even_odd) {
    a -= 2 * floor(a / 2);
    if (a > 1) a = 2 - a;
  }
  return (uint8_t)(int64_t)((a < 1 ? a : 1) * 255 + 0.5);
}

static inline double ramp(const piece *p, int64_t c, double inverse) {
  double x = (double)c;
  if (x <= p->lo) return 0;
  if (x >= p->hi) return x - (p->lo + p->hi) / 2;
  double t = x - p->lo;
  return t * t * inverse;
}

/// A lone piece's columns s ... e over winding w, column c at o[c].
static inline __attribute__((always_inline)) void lone(
    const piece *p, int64_t s, int64_t e, double w, int64_t x0, int even_odd, uint8_t *o) {
  double d = p->height;
  if (p->c0 == p->c1) {
    o[s] = coverage(w + d * ((double)(p->c0 + 1) - (p->lo + p->hi) / 2), even_odd);
  } else if (s <= e) {
    double inverse = 1 / (2 * (p->hi - p->lo));
    double right = ramp(p, s + x0, inverse);
    for (int64_t c = s; c <= e; c++) {
      double r = right;
      right = ramp(p, c + x0 + 1, inverse);
      o[c] = coverage(w + d * (right - r), even_odd);
    }
  }
}

/// Piece p's coverage differences cov(c) − cov(c − 1) added to cells[c − x0] for the window
/// columns it crosses and the one after them.
static inline __attribute__((always_inline)) void add_differences(
    const piece *p, int64_t x0, int64_t last, double *cells) {
  if (p->c1 < p->c0) {
    cells[p->c0 - x0] += p->height;
    return;
  }
  int64_t first = max_i(p->c0, x0);
  int64_t end = min_i(p->c1 + 1, last + 1 + x0);
  if (p->c0 == p->c1) {
    double cov = p->height * ((double)(p->c0 + 1) - (p->lo + p->hi) / 2);
    cells[p->c0 - x0] += cov;
    cells[p->c0 - x0 + 1] += p->height - cov;
    return;
  }
  double inverse = 1 / (2 * (p->hi - p->lo));
  double previous = 0;
  double right = ramp(p, first, inverse);
  for (int64_t c = first; c <= end; c++) {
    double r = right;
    right = ramp(p, c + 1, inverse);
    double cov = p->height * (right - r);
    cells[c - x0] += cov - previous;
    previous = cov;
  }
}

/// The first and last window columns (offsets from x0) piece p cuts, clamped to the window.
static inline int64_t start_of(const piece *p, int64_t x0) { return max_i(p->c0 - x0, 0); }
static inline int64_t end_of(const piece *p, int64_t x0, int64_t last) {
  return min_i(p->c1 - x0, last);
}

/// A run of value v over window columns from ..< to: the interior (the run from best_start)
/// is noted and skipped, and shifts the columns after it; any other run is written out.
static inline __attribute__((always_inline)) void run(
    int64_t from, int64_t to, uint8_t v, int64_t best_start, curtain_path_row *row,
    int64_t *shift, uint8_t *out) {
  if (from == best_start && to > from) {
    row->interior_start = from;
    row->interior_end = to;
    row->interior_value = v;
    *shift += to - from;
    return;
  }
  for (int64_t c = from; c < to; c++) out[c - *shift] = v;
}

/// The scan, compact: edge values from out[0], the interior skipped (see the Swift). `rounds`:
/// compiled where floor and ceil are an instruction (SSE4.1), which beats cpk_floor_int's branch.
static inline __attribute__((always_inline)) curtain_path_row path_row(
    const curtain_path_edge *edges, size_t edge_count, int64_t y, int64_t x0, int64_t count,
    int even_odd, uint8_t *out, double *cells, void *scratch, int rounds) {
  piece *pieces = (piece *)scratch;
  double top = (double)y, bottom = (double)(y + 1);
  int64_t last = count - 1;
  int64_t n = 0;
  double left = 0, total = 0;
  for (size_t k = 0; k < edge_count; k++) {
    const curtain_path_edge *e = edges + k;
    double t = max_d(e->y0, top);
    double u = min_d(e->y1, bottom);
    if (!(u > t)) continue;
    double a = edge_x(e, t), b = edge_x(e, u);
    piece p;
    p.lo = min_d(a, b);
    p.hi = max_d(a, b);
    p.height = (u - t) * e->winding;
    // Columns at most 2^62 either side, as the Swift scan: a crossing past int64_t's range is
    // undefined to convert, and every window lies far inside.
    double column_lo = min_d(max_d(p.lo, -0x1p62), 0x1p62);
    double column_hi = min_d(max_d(p.hi, -0x1p62), 0x1p62);
    p.c0 = rounds ? (int64_t)__builtin_floor(column_lo) : cpk_floor_int(column_lo);
    p.c1 = (rounds ? (int64_t)__builtin_ceil(column_hi) : cpk_ceil_int(column_hi)) - 1;
    if (p.c1 < x0) {
      left += p.height;
      continue;
    }
    if (p.c0 > x0 + last) continue;
    total += p.height;
    pieces[n++] = p;
  }
  uint8_t head = coverage(left, even_odd);
  curtain_path_row row = {0, 0, 0, 0, 0};
  if (n == 0) {
    if (head == 0) return row;
    row.last = count;
    row.interior_start = 0;
    row.interior_end = count;
    row.interior_value = head;
    return row;
  }
  // Two pieces apart, nothing past the second: see the Swift.
  if (n == 2 && head == 0) {
    piece p = pieces[0], q = pieces[1];
    if (q.c0 < p.c0) {
      piece swap = p;
      p = q;
      q = swap;
    }
    int64_t s0 = max_i(p.c0 - x0, 0), e0 = min_i(p.c1 - x0, last);
    int64_t s1 = max_i(q.c0 - x0, 0), e1 = min_i(q.c1 - x0, last);
    if (p.c1 >= p.c0 && q.c1 >= q.c0 && s1 > e0 &&
        (e1 == last || coverage(left + total, even_odd) == 0)) {
      lone(&p, s0, e0, left, x0, even_odd, out - s0);
      int64_t shift = s0;
      if (s1 > e0 + 1) {
        row.interior_start = e0 + 1;
        row.interior_end = s1;
        row.interior_value = coverage(left + p.height, even_odd);
        shift += s1 - e0 - 1;
      }
      lone(&q, s1, e1, left + p.height, x0, even_odd, out - shift);
      row.first = s0;
      row.last = e1 + 1;
      return row;
    }
  }
  // Insertion sort by first column (stable: the cells' sums depend on the order).
  for (int64_t i = 1; i < n; i++) {
    piece r = pieces[i];
    int64_t j = i;
    while (j > 0 && pieces[j - 1].c0 > r.c0) {
      pieces[j] = pieces[j - 1];
      j--;
    }
    pieces[j] = r;
  }
  row.first = head != 0 ? 0 : start_of(pieces + 0, x0);
  int64_t best_start = 0, best_end = 0;
  int64_t reach = row.first - 1;
  for (int64_t i = 0; i < n; i++) {
    int64_t s = start_of(pieces + i, x0);
    if (s - reach - 1 > best_end - best_start) {
      best_start = reach + 1;
      best_end = s;
    }
    reach = max_i(reach, end_of(pieces + i, x0, last));
  }
  if (reach < last && coverage(left + total, even_odd) != 0 &&
      last - reach > best_end - best_start) {
    best_start = reach + 1;
    best_end = count;
  }
  int64_t shift = row.first;
  double w = left;
  reach = row.first - 1;
  int64_t i = 0;
  while (i < n) {
    int64_t s = start_of(pieces + i, x0);
    if (s > reach + 1) run(reach + 1, s, coverage(w, even_odd), best_start, &row, &shift, out);
    int64_t e = end_of(pieces + i, x0, last);
    int64_t j = i + 1;
    while (j < n && start_of(pieces + j, x0) <= e) {
      e = max_i(e, end_of(pieces + j, x0, last));
      j++;
    }
    uint8_t *o = out - shift;
    if (j == i + 1) {
      lone(pieces + i, s, e, w, x0, even_odd, o);
      w += pieces[i].height;
    } else {
      for (int64_t k = i; k < j; k++) add_differences(pieces + k, x0, last, cells);
      double sum = w;
      for (int64_t c = s; c <= e; c++) {
        sum += cells[c];
        cells[c] = 0;
        o[c] = coverage(sum, even_odd);
      }
      w = sum + cells[e + 1];
      cells[e + 1] = 0;
    }
    reach = e;
    i = j;
  }
  row.last = reach + 1;
  if (reach < last) {
    uint8_t v = coverage(w, even_odd);
    if (v != 0 || best_start == reach + 1) {
      run(reach + 1, count, v, best_start, &row, &shift, out);
      row.last = count;
    }
  }
  return row;
}

/// The scan of row y, blended into dst (window column c at dst[c]): the edge values, and the
/// interior's colour `color · mul255(v, opacity)` over its run; through `in_steps` where there
/// is one and it takes the row.
static inline __attribute__((always_inline)) void path_fill_row(
    const curtain_path_edge *edges, size_t edge_count, int64_t y, int64_t x0, int64_t count,
    int even_odd, uint32_t color, uint32_t opacity, uint32_t *dst, uint8_t *values,
    double *cells, void *scratch,
    void (*constant)(uint32_t, uint32_t *, size_t),
    void (*coverage_run)(const uint8_t *, size_t, uint32_t, uint32_t, uint32_t *),
    short_edges_fn short_edges, short_interior_fn short_interior, in_steps_fn in_steps,
    int rounds) {
  curtain_path_row r =
      path_row(edges, edge_count, y, x0, count, even_odd, values, cells, scratch, rounds);
  if (r.last <= r.first) return;
  if (in_steps && in_steps(r, values, color, opacity, dst)) return;
  // No constant run: every pixel is an edge value.
  int64_t i0 = r.interior_end > r.interior_start ? r.interior_start : r.last;
  int64_t i1 = r.interior_end > r.interior_start ? r.interior_end : r.last;
  edge_pixels(values, i0 - r.first, color, opacity, dst + r.first, coverage_run, short_edges);
  if (i1 > i0) {
    uint32_t src = cpk_coverage_color(color, r.interior_value, opacity);
    if (src != 0) {
      if (i1 - i0 >= CURTAIN_MINIMUM_RUN) {
        constant(src, dst + i0, (size_t)(i1 - i0));
      } else {
        short_interior(src, dst + i0, i1 - i0);
      }
    }
  }
  edge_pixels(
      values + (i0 - r.first), r.last - i1, color, opacity, dst + i1, coverage_run,
      short_edges);
}

/// Rows y ..< y_end of a path, each scanned and blended into its row of `dst`.
static inline __attribute__((always_inline)) void path_fill_rows(
    const curtain_path_table *table, int64_t y, int64_t y_end, int64_t x0, int64_t count,
    int even_odd, uint32_t color, uint32_t opacity, uint32_t *dst, ptrdiff_t stride,
    uint8_t *values, double *cells, void *scratch,
    void (*constant)(uint32_t, uint32_t *, size_t),
    void (*coverage_run)(const uint8_t *, size_t, uint32_t, uint32_t, uint32_t *),
    short_edges_fn short_edges, short_interior_fn short_interior, in_steps_fn in_steps,
    int rounds) {
  for (; y < y_end; y++, dst += stride) {
    int64_t band = (y - table->y0) >> table->band_shift;
    int32_t from = table->band_start[band], to = table->band_start[band + 1];
    path_fill_row(
        table->band_edges + from, (size_t)(to - from), y, x0, count, even_odd, color, opacity,
        dst, values, cells, scratch, constant, coverage_run, short_edges, short_interior,
        in_steps, rounds);
  }
}

// The versions: each a copy of the scan compiled with its attributes (AVX2's with floor and ceil
// as instructions, AVX-512's the same), the blended rows with their level's blends and short
// runs.
#define PATH_ROW(name, attributes, rounds)                                                     \
  attributes curtain_path_row name(                                                            \
      const curtain_path_edge *edges, size_t edge_count, int64_t y, int64_t x0, int64_t count, \
      int even_odd, uint8_t *out, double *cells, void *scratch) {                              \
    return path_row(edges, edge_count, y, x0, count, even_odd, out, cells, scratch, rounds);   \
  }
#define PATH_FILL_ROWS(name, attributes, constant, coverage, edges, interior, steps, rounds)  \
  attributes void name(                                                                        \
      const curtain_path_table *table, int64_t y, int64_t y_end, int64_t x0, int64_t count,    \
      int even_odd, uint32_t color, uint32_t opacity, uint32_t *dst, ptrdiff_t stride,         \
      uint8_t *values, double *cells, void *scratch) {                                         \
    path_fill_rows(                                                                            \
        table, y, y_end, x0, count, even_odd, color, opacity, dst, stride, values, cells,      \
        scratch, constant, coverage, edges, interior, steps, rounds);                          \
  }

PATH_ROW(curtain_path_row_portable, , 0)
PATH_FILL_ROWS(curtain_path_fill_rows_portable, , curtain_blend_constant_portable,
               curtain_blend_coverage_portable, edges_one_by_one, interior_one_by_one, NULL, 0)
#if defined(__x86_64__)
PATH_ROW(curtain_path_row_avx2, __attribute__((target("avx2"))), 1)
PATH_FILL_ROWS(curtain_path_fill_rows_sse2, , curtain_blend_constant_sse2,
               curtain_blend_coverage_sse2, edges_sse2, interior_one_by_one, NULL, 0)
PATH_FILL_ROWS(curtain_path_fill_rows_avx2, __attribute__((target("avx2"))),
               curtain_blend_constant_avx2, curtain_blend_coverage_avx2, edges_sse2,
               interior_one_by_one, NULL, 1)
PATH_FILL_ROWS(curtain_path_fill_rows_avx512, AVX512, curtain_blend_constant_avx512,
               curtain_blend_coverage_avx512, edges_avx512, interior_avx512,
               row_in_steps_avx512, 1)
#else
PATH_ROW(curtain_path_row_avx2, , 0)
PATH_FILL_ROWS(curtain_path_fill_rows_sse2, , curtain_blend_constant_portable,
               curtain_blend_coverage_portable, edges_one_by_one, interior_one_by_one, NULL, 0)
PATH_FILL_ROWS(curtain_path_fill_rows_avx2, , curtain_blend_constant_portable,
               curtain_blend_coverage_portable, edges_one_by_one, interior_one_by_one, NULL, 0)
PATH_FILL_ROWS(curtain_path_fill_rows_avx512, , curtain_blend_constant_portable,
               curtain_blend_coverage_portable, edges_one_by_one, interior_one_by_one, NULL, 0)
#endif
