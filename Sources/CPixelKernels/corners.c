// A rounded rectangle's corner rows: for each row, where the arc starts cutting pixels, where
// the row's full value begins and ends, and the cut pixels' values, exactly as Raster's
// `RoundedRectShape.rowSpans` gives them (RoundedRectShape+Spans.swift, which explains the
// arithmetic and why a row's bytes are monotonic across each corner). The portable version
// follows the Swift one step for step; the AVX2 one evaluates four rows at once (a lane each)
// and four columns from each row's estimate. A row whose cut pixels run past those four goes on
// column by column; one whose estimate starts inside them is handed to the portable step. The
// answer is a function of the bytes alone (where the zeros end and the full values begin), so
// every version gives the same.
#include <math.h>

#include "CPixelKernels.h"
#include "scalar.h"

// Swift does not fuse a · b + c; C may, where the CPU has FMA (every arm64 CPU).
#pragma STDC FP_CONTRACT OFF

/// `RoundedRectShape.cornerCoverage`: byte(min(cx · cy, clamp(r − √(dx² + dy²) + ½, 0, 1)))
static inline uint8_t corner_value(
    int64_t px, double cy, double r, double centre_x, double dy2, double x0, double x1) {
  double p1 = (double)(px + 1);
  double p = (double)px;
  double hi = x1 < p1 ? x1 : p1;
  double lo = x0 >= p ? x0 : p;
  double d = hi - lo;
  double cx = d >= 0 ? d : 0;
  double area = cx * cy;
  double dx = (double)px + 0.5 - centre_x;
  double v = r - sqrt(dx * dx + dy2) + 0.5;
  double clipped = v < 1 ? v : 1;
  double arc = clipped > 0 ? clipped : 0;
  double m = area < arc ? area : arc;
  return (uint8_t)(int32_t)(m * 255 + 0.5);
}

/// The left corner of row `py`: its first non-zero column and first column of value `c`; the
/// values between go to `out` (which has room for `to − from` values).
static void left_corner(
    const curtain_corner_shape *s, int64_t py, double cy, uint8_t c, uint8_t *out,
    int64_t *start, int64_t *interior_start) {
  double r = s->left_radius, x0 = s->x0, x1 = s->x1;
  int64_t from = s->left_from, to = s->left_to;
  double centre_x = x0 + r;
  double dy = (double)py + 0.5 - s->left_centre_y;
  double dy2 = dy * dy;
#define VALUE(px) corner_value(px, cy, r, centre_x, dy2, x0, x1)
  int64_t a = from, b = to;
  double t0 = (r + 0.5) * (r + 0.5) - dy2;
  if (t0 > 0) a = cpk_floor_int(centre_x - sqrt(t0) - 0.5);
  if (a < from) a = from;
  if (a > to - 1) a = to - 1;
  double rc = r + 0.5 - cy;
  double t1 = rc * rc - dy2;
  if (rc > 0 && t1 > 0) b = cpk_ceil_int(centre_x - sqrt(t1) - 0.5) + 1;
  if (b < a + 1) b = a + 1;
  if (b > to) b = to;
  for (int64_t k = a; k < b; k++) out[k - a] = VALUE(k);
  if (a > from && out[0] != 0) {
    int64_t s0 = a;
    while (s0 > from && VALUE(s0 - 1) != 0) s0--;
    for (int64_t i = b - a - 1; i >= 0; i--) out[i + a - s0] = out[i];
    for (int64_t px = s0; px < a; px++) out[px - s0] = VALUE(px);
    a = s0;
  }
  int64_t z = 0;
  while (a + z < b && out[z] == 0) z++;
  int64_t k = a + z;
  while (k < b && out[k - a] != c) k++;
  if (k == b) {
    while (k < to) {
      uint8_t v = VALUE(k);
      if (v == c) break;
      out[k - a] = v;
      k++;
    }
    while (a + z < k && out[z] == 0) z++;
  }
  if (z > 0)
    for (int64_t i = 0; i < k - a - z; i++) out[i] = out[z + i];
  *start = a + z;
  *interior_start = k;
#undef VALUE
}

/// The right corner of row `py`: the first column after those of value `c`, and one past its
/// last non-zero column; the values between go to `out` (room for `to − from` values).
static void right_corner(
    const curtain_corner_shape *s, int64_t py, double cy, uint8_t c, uint8_t *out,
    int64_t *interior_end, int64_t *end) {
  double r = s->right_radius, x0 = s->x0, x1 = s->x1;
  int64_t from = s->right_from, to = s->right_to;
  double centre_x = x1 - r;
  double dy = (double)py + 0.5 - s->right_centre_y;
  double dy2 = dy * dy;
#define VALUE(px) corner_value(px, cy, r, centre_x, dy2, x0, x1)
  int64_t a = from, b = to;
  double rc = r + 0.5 - cy;
  double t1 = rc * rc - dy2;
  if (rc > 0 && t1 > 0) a = cpk_floor_int(centre_x + sqrt(t1) - 0.5);
  if (a < from) a = from;
  if (a > to - 1) a = to - 1;
  double t0 = (r + 0.5) * (r + 0.5) - dy2;
  if (t0 > 0) b = cpk_ceil_int(centre_x + sqrt(t0) - 0.5) + 1;
  if (b < a + 1) b = a + 1;
  if (b > to) b = to;
  for (int64_t k = a; k < b; k++) out[k - a] = VALUE(k);
  if (b < to && out[b - 1 - a] != 0) {
    while (b < to) {
      uint8_t v = VALUE(b);
      out[b - a] = v;
      b++;
      if (v == 0) break;
    }
  }
  if (a > from && out[0] != c) {
    int64_t s0 = a;
    while (s0 > from && VALUE(s0 - 1) != c) s0--;
    if (s0 < a) {
      for (int64_t i = b - a - 1; i >= 0; i--) out[i + a - s0] = out[i];
      for (int64_t px = s0; px < a; px++) out[px - s0] = VALUE(px);
      a = s0;
    }
  }
  int64_t e = b;
  while (e > a && out[e - 1 - a] == 0) e--;
  int64_t k = a;
  while (k < e && out[k - a] == c) k++;
  if (k > a)
    for (int64_t i = 0; i < e - k; i++) out[i] = out[k - a + i];
  *interior_end = k;
  *end = e;
#undef VALUE
}

/// Row `k`: both corners through the portable steps, its values from `edges + used`.
static size_t corner_row(
    const curtain_corner_shape *s, int64_t py0, size_t k, const double *cy, const uint8_t *c,
    int32_t *spans, uint8_t *edges, size_t used) {
  int64_t x0, ix0, ix1, x1;
  left_corner(s, py0 + (int64_t)k, cy[k], c[k], edges + used, &x0, &ix0);
  size_t left = (size_t)(ix0 - x0);
  right_corner(s, py0 + (int64_t)k, cy[k], c[k], edges + used + left, &ix1, &x1);
  spans[5 * k] = (int32_t)x0;
  spans[5 * k + 1] = (int32_t)ix0;
  spans[5 * k + 2] = (int32_t)ix1;
  spans[5 * k + 3] = (int32_t)x1;
  spans[5 * k + 4] = (int32_t)used;
  return used + left + (size_t)(x1 - ix1);
}

size_t curtain_corner_rows_portable(
    const curtain_corner_shape *s, int64_t py0, size_t count, const double *cy, const uint8_t *c,
    int32_t *spans, uint8_t *edges) {
  size_t used = 0;
  for (size_t k = 0; k < count; k++) used = corner_row(s, py0, k, cy, c, spans, edges, used);
  return used;
}

#if defined(__x86_64__)
#include <immintrin.h>

/// The bytes of columns `a_l + j` (j < 4) of four rows, one row a lane: row l's four bytes in
/// `out[l]`, column j in byte j.
__attribute__((target("avx2"))) static inline void corner_values4(
    __m256d a, __m256d cy, __m256d dy2, double r, double centre_x, double x0, double x1,
    uint32_t out[4]) {
  const __m256d half = _mm256_set1_pd(0.5), one = _mm256_set1_pd(1), zero = _mm256_setzero_pd();
  const __m256d vr = _mm256_set1_pd(r), vx0 = _mm256_set1_pd(x0), vx1 = _mm256_set1_pd(x1);
  const __m256d vcx = _mm256_set1_pd(centre_x), k255 = _mm256_set1_pd(255);
  __m128i bytes[4];
  for (int j = 0; j < 4; j++) {
    __m256d px = _mm256_add_pd(a, _mm256_set1_pd((double)j));
    __m256d p1 = _mm256_add_pd(px, one);
    __m256d hi = _mm256_blendv_pd(p1, vx1, _mm256_cmp_pd(vx1, p1, _CMP_LT_OQ));
    __m256d lo = _mm256_blendv_pd(px, vx0, _mm256_cmp_pd(vx0, px, _CMP_GE_OQ));
    __m256d d = _mm256_sub_pd(hi, lo);
    __m256d cx = _mm256_blendv_pd(zero, d, _mm256_cmp_pd(d, zero, _CMP_GE_OQ));
    __m256d area = _mm256_mul_pd(cx, cy);
    __m256d dx = _mm256_sub_pd(_mm256_add_pd(px, half), vcx);
    __m256d dist = _mm256_sqrt_pd(_mm256_add_pd(_mm256_mul_pd(dx, dx), dy2));
    __m256d v = _mm256_add_pd(_mm256_sub_pd(vr, dist), half);
    __m256d clipped = _mm256_blendv_pd(one, v, _mm256_cmp_pd(v, one, _CMP_LT_OQ));
    __m256d arc = _mm256_blendv_pd(zero, clipped, _mm256_cmp_pd(clipped, zero, _CMP_GT_OQ));
    __m256d m = _mm256_blendv_pd(arc, area, _mm256_cmp_pd(area, arc, _CMP_LT_OQ));
    bytes[j] = _mm256_cvttpd_epi32(_mm256_add_pd(_mm256_mul_pd(m, k255), half));
  }
  // Four columns of four lanes (int32) → four lanes of four columns (bytes).
  __m128i c01 = _mm_packs_epi32(bytes[0], bytes[1]);  // col0 l0..3, col1 l0..3 (16-bit)
  __m128i c23 = _mm_packs_epi32(bytes[2], bytes[3]);
  __m128i all = _mm_packus_epi16(c01, c23);  // c0l0 c0l1 c0l2 c0l3 c1l0 … c3l3
  const __m128i transpose = _mm_setr_epi8(0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15);
  _mm_storeu_si128((__m128i *)out, _mm_shuffle_epi8(all, transpose));
}

/// The index of the first of `w`'s four bytes (lowest first) that is zero, or 4.
static inline int first_zero(uint32_t w) {
  uint32_t found = (w - 0x01010101u) & ~w & 0x80808080u;
  return found ? __builtin_ctz(found) >> 3 : 4;
}

/// The index of the first of `w`'s bytes equal to `v`, or 4.
static inline int first_byte(uint32_t w, uint8_t v) { return first_zero(w ^ (0x01010101u * v)); }

/// The index of the first of `w`'s bytes that is not zero, or 4.
static inline int first_nonzero(uint32_t w) {
  uint32_t found = (((w & 0x7F7F7F7Fu) + 0x7F7F7F7Fu) | w) & 0x80808080u;
  return found ? __builtin_ctz(found) >> 3 : 4;
}

/// The index of the first of `w`'s bytes not equal to `v`, or 4.
static inline int first_other(uint32_t w, uint8_t v) {
  return first_nonzero(w ^ (0x01010101u * v));
}

/// One corner of one row from the bytes `w` of its columns `a … a + 3` (byte j: column a + j):
/// along the row, columns of value `skip` (the left corner's zeros, the right's full values),
/// the cut pixels, then from the first column of value `stop` on, `stop` to the square's end
/// `to`. Sets `*first` to the first cut pixel's column and `*end` to the stop's, and writes the
/// cut pixels' values to `out` (four bytes at least). Returns 0, and does nothing, where column a
/// is not `skip` (nor the square's first column): the estimate began too far in.
static inline int lane_corner(
    uint32_t w, int64_t a, int64_t from, int64_t to, uint8_t skip, uint8_t stop, uint8_t *out,
    int64_t *first, int64_t *end, double cy, double r, double centre_x, double dy, double x0,
    double x1) {
  if (a != from && (w & 0xFF) != skip) return 0;
  int n = to - a < 4 ? (int)(to - a) : 4;
  int e = first_byte(w, stop);
  if (e > n) e = n;
  int f = first_other(w, skip);
  if (f > e) f = e;
  uint32_t values = f < 4 ? w >> (8 * f) : 0;
  __builtin_memcpy(out, &values, 4);
  *first = a + f;
  *end = a + e;
  if (e < 4) return 1;
  // The four columns end before the cut pixels do: the next ones one by one.
  int started = f < 4;
  int64_t x = a + 4;
  for (out += 4 - f; x < to; x++) {
    uint8_t v = corner_value(x, cy, r, centre_x, dy * dy, x0, x1);
    if (v == stop) break;
    if (!started) {
      if (v == skip) continue;
      started = 1;
      *first = x;
    }
    *out++ = v;
  }
  if (!started) *first = x;
  *end = x;
  return 1;
}

__attribute__((target("avx2"))) size_t curtain_corner_rows_avx2(
    const curtain_corner_shape *s, int64_t py0, size_t count, const double *cy, const uint8_t *c,
    int32_t *spans, uint8_t *edges) {
  size_t used = 0;
  size_t k = 0;
  const __m256d half = _mm256_set1_pd(0.5), zero = _mm256_setzero_pd();
  const double lr = s->left_radius, rr = s->right_radius;
  const double left_x = s->x0 + lr, right_x = s->x1 - rr;
  const double left_reach = (lr + 0.5) * (lr + 0.5);
  for (; k < count; k += 4) {
    // The last group may be short: its missing lanes (the rows after the run, with the last
    // row's cy) are worked out and not written.
    int lanes = count - k < 4 ? (int)(count - k) : 4;
    double cy4[4];
    for (int l = 0; l < 4; l++) cy4[l] = cy[k + (size_t)(l < lanes ? l : lanes - 1)];
    __m256d py = _mm256_add_pd(
        _mm256_set1_pd((double)(py0 + (int64_t)k)), _mm256_setr_pd(0, 1, 2, 3));
    __m256d vcy = _mm256_loadu_pd(cy4);
    __m256d ldy = _mm256_sub_pd(_mm256_add_pd(py, half), _mm256_set1_pd(s->left_centre_y));
    __m256d ldy2 = _mm256_mul_pd(ldy, ldy);
    __m256d rdy = _mm256_sub_pd(_mm256_add_pd(py, half), _mm256_set1_pd(s->right_centre_y));
    __m256d rdy2 = _mm256_mul_pd(rdy, rdy);
    // Left: from the last column the estimate puts outside the arc.
    __m256d t0 = _mm256_sub_pd(_mm256_set1_pd(left_reach), ldy2);
    __m256d la = _mm256_floor_pd(_mm256_sub_pd(
        _mm256_sub_pd(_mm256_set1_pd(left_x), _mm256_sqrt_pd(_mm256_max_pd(t0, zero))), half));
    la = _mm256_blendv_pd(
        _mm256_set1_pd((double)s->left_from), la, _mm256_cmp_pd(t0, zero, _CMP_GT_OQ));
    la = _mm256_min_pd(_mm256_max_pd(la, _mm256_set1_pd((double)s->left_from)),
                       _mm256_set1_pd((double)(s->left_to - 1)));
    // Right: from the last column the estimate puts at the row's full value.
    __m256d rc = _mm256_sub_pd(_mm256_set1_pd(rr + 0.5), vcy);
    __m256d t1 = _mm256_sub_pd(_mm256_mul_pd(rc, rc), rdy2);
    __m256d ra = _mm256_floor_pd(_mm256_sub_pd(
        _mm256_add_pd(_mm256_set1_pd(right_x), _mm256_sqrt_pd(_mm256_max_pd(t1, zero))), half));
    __m256d has = _mm256_and_pd(
        _mm256_cmp_pd(rc, zero, _CMP_GT_OQ), _mm256_cmp_pd(t1, zero, _CMP_GT_OQ));
    ra = _mm256_blendv_pd(_mm256_set1_pd((double)s->right_from), ra, has);
    ra = _mm256_min_pd(_mm256_max_pd(ra, _mm256_set1_pd((double)s->right_from)),
                       _mm256_set1_pd((double)(s->right_to - 1)));
    uint32_t lv[4], rv[4];
    corner_values4(la, vcy, ldy2, lr, left_x, s->x0, s->x1, lv);
    corner_values4(ra, vcy, rdy2, rr, right_x, s->x0, s->x1, rv);
    int32_t las[4], ras[4];
    _mm_storeu_si128((__m128i *)las, _mm256_cvtpd_epi32(la));
    _mm_storeu_si128((__m128i *)ras, _mm256_cvtpd_epi32(ra));
    for (int l = 0; l < lanes; l++) {
      size_t row = k + (size_t)l;
      uint8_t full = c[row];
      int64_t x0, ix0, ix1, x1;
      uint8_t *out = edges + used;
      // Left: zeros, the cut pixels, then `full`; right: `full`, the cut pixels, then zeros.
      double py = (double)(py0 + (int64_t)row) + 0.5;
      if (!lane_corner(lv[l], las[l], s->left_from, s->left_to, 0, full, out, &x0, &ix0, cy[row],
                       lr, left_x, py - s->left_centre_y, s->x0, s->x1))
        left_corner(s, py0 + (int64_t)row, cy[row], full, out, &x0, &ix0);
      out += ix0 - x0;
      if (!lane_corner(rv[l], ras[l], s->right_from, s->right_to, full, 0, out, &ix1, &x1,
                       cy[row], rr, right_x, py - s->right_centre_y, s->x0, s->x1))
        right_corner(s, py0 + (int64_t)row, cy[row], full, out, &ix1, &x1);
      spans[5 * row] = (int32_t)x0;
      spans[5 * row + 1] = (int32_t)ix0;
      spans[5 * row + 2] = (int32_t)ix1;
      spans[5 * row + 3] = (int32_t)x1;
      spans[5 * row + 4] = (int32_t)used;
      used += (size_t)(ix0 - x0) + (size_t)(x1 - ix1);
    }
  }
  for (; k < count; k++) used = corner_row(s, py0, k, cy, c, spans, edges, used);
  return used;
}
#else

size_t curtain_corner_rows_avx2(
    const curtain_corner_shape *s, int64_t py0, size_t count, const double *cy, const uint8_t *c,
    int32_t *spans, uint8_t *edges) {
  return curtain_corner_rows_portable(s, py0, count, cy, c, spans, edges);
}
#endif
