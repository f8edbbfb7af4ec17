// Blending a scanned path row into a frame row (path_rows.c scans it): its edge values and its
// interior's colour, the short runs each kernel level's own way, and AVX-512's row in steps.
#ifndef CURTAIN_PIXEL_KERNELS_PATH_ROW_BLENDS_H
#define CURTAIN_PIXEL_KERNELS_PATH_ROW_BLENDS_H

#include <stddef.h>
#include <stdint.h>

#include "CPixelKernels.h"
#include "avx512_lanes.h"
#include "scalar.h"
#include "sse2_lanes.h"

// Short runs (under CURTAIN_MINIMUM_RUN pixels), each level its own way: one by one; four at a
// time in SSE2 lanes (lanes past the run get value 0 and write their pixels back unchanged: the
// painters' rows and edge values have the slack for it, as for Swift's `blendEdgeLanes`); or in
// one masked step of sixteen AVX-512 lanes, which leaves the pixels past the run alone.
typedef void (*short_edges_fn)(const uint8_t *, int64_t, uint32_t, uint32_t, uint32_t *);
typedef void (*short_interior_fn)(uint32_t, uint32_t *, int64_t);

static inline void edges_one_by_one(
    const uint8_t *values, int64_t n, uint32_t color, uint32_t opacity, uint32_t *dst) {
  for (int64_t k = 0; k < n; k++) dst[k] = cpk_over_coverage(dst[k], values[k], color, opacity);
}

static inline void interior_one_by_one(uint32_t src, uint32_t *dst, int64_t n) {
  for (int64_t c = 0; c < n; c++) dst[c] = cpk_over(dst[c], src);
}

#if defined(__x86_64__)
static inline void edges_sse2(
    const uint8_t *values, int64_t n, uint32_t color, uint32_t opacity, uint32_t *dst) {
  const __m128i c = _mm_set1_epi32((int)color);
  const __m128i o = _mm_set1_epi16((short)opacity);
  for (int64_t k = 0; k < n; k += 4) {
    uint32_t four;
    __builtin_memcpy(&four, values + k, 4);
    if (n - k < 4) four &= (1u << (8 * (n - k))) - 1;
    __m128i d = _mm_loadu_si128((const __m128i *)(dst + k));
    _mm_storeu_si128((__m128i *)(dst + k), coverage4(d, four, c, o));
  }
}

AVX512 static inline void edges_avx512(
    const uint8_t *values, int64_t n, uint32_t color, uint32_t opacity, uint32_t *dst) {
  __mmask16 lanes = first_lanes((uint64_t)n);
  __m128i v = _mm512_castsi512_si128(_mm512_maskz_loadu_epi8(lanes, values));
  __m512i d = _mm512_maskz_loadu_epi32(lanes, dst);
  __m512i c = _mm512_set1_epi32((int)color), o = _mm512_set1_epi16((short)opacity);
  _mm512_mask_storeu_epi32(dst, lanes, coverage16(v, d, c, o));
}

AVX512 static inline void interior_avx512(uint32_t src, uint32_t *dst, int64_t n) {
  __mmask16 lanes = first_lanes((uint64_t)n);
  __m512i d = _mm512_maskz_loadu_epi32(lanes, dst);
  __m512i ia = _mm512_set1_epi16((short)(255 - (src >> 24)));
  _mm512_mask_storeu_epi32(
      dst, lanes, _mm512_add_epi32(_mm512_set1_epi32((int)src), scale16(d, ia)));
}

/// p moved by `bytes`, as an address: a masked step's footprint may start before its array (the
/// lanes there are masked off, and masked-off lanes neither fault nor write).
static inline const void *moved(const void *p, int64_t bytes) {
  return (const void *)((uintptr_t)p + (uintptr_t)bytes);
}

/// A row with an interior whose colour is not clear and edges under sixteen pixels each, in
/// steps whose sixteen-pixel footprints never overlap: the left edge's step ends where the
/// interior starts (its first lanes masked off), the interior's whole steps follow, and its last
/// pixels share one or two steps with the right edge (interior lanes take the interior's value).
/// A masked load whose footprint overlaps an earlier masked store's waits for that store, even
/// where their pixels differ, which blending edge, interior and edge each from its first pixel
/// did twice a row. Returns whether it took the row.
AVX512 static inline int row_in_steps_avx512(
    curtain_path_row r, const uint8_t *values, uint32_t color, uint32_t opacity, uint32_t *dst) {
  int64_t i0 = r.interior_start, i1 = r.interior_end, nl = i0 - r.first;
  if (i1 <= i0 || nl >= 16 || r.last - i1 >= 16) return 0;
  uint32_t src = cpk_coverage_color(color, r.interior_value, opacity);
  if (src == 0) return 0;
  const __m512i c = _mm512_set1_epi32((int)color), o = _mm512_set1_epi16((short)opacity);
  if (nl > 0) {
    __mmask16 lanes = last_lanes((uint64_t)nl);
    uint32_t *at = (uint32_t *)moved(dst + i0, -64);
    __m512i v = _mm512_maskz_loadu_epi8((__mmask64)lanes, moved(values, nl - 16));
    __m512i d = _mm512_maskz_loadu_epi32(lanes, at);
    _mm512_mask_storeu_epi32(at, lanes, coverage16(_mm512_castsi512_si128(v), d, c, o));
  }
  const __m512i s = _mm512_set1_epi32((int)src);
  const __m512i ia = _mm512_set1_epi16((short)(255 - (src >> 24)));
  int64_t b = i0;
  for (; b + 16 <= i1; b += 16) {
    __m512i d = _mm512_loadu_si512((const void *)(dst + b));
    _mm512_storeu_si512((void *)(dst + b), _mm512_add_epi32(s, scale16(d, ia)));
  }
  // (the right edge's value for column x is values[nl + x − i1])
  const __m512i inside = _mm512_set1_epi8((char)r.interior_value);
  for (; b < r.last; b += 16) {
    __mmask16 lanes = first_lanes_clamped(r.last - b);
    __mmask16 edge = lanes & ~first_lanes_clamped(i1 - b);
    __m512i v = _mm512_mask_loadu_epi8(inside, (__mmask64)edge, moved(values, nl - i1 + b));
    __m512i d = _mm512_maskz_loadu_epi32(lanes, dst + b);
    _mm512_mask_storeu_epi32(dst + b, lanes, coverage16(_mm512_castsi512_si128(v), d, c, o));
  }
  return 1;
}
#endif

/// A solid colour's edge pixels: `dst[k] = (color · mul255(values[k], opacity)) over dst[k]`,
/// long runs through `wide`, short ones through `short_edges`.
static inline __attribute__((always_inline)) void edge_pixels(
    const uint8_t *values, int64_t n, uint32_t color, uint32_t opacity, uint32_t *dst,
    void (*wide)(const uint8_t *, size_t, uint32_t, uint32_t, uint32_t *),
    short_edges_fn short_edges) {
  if (n >= CURTAIN_MINIMUM_RUN) {
    wide(values, (size_t)n, color, opacity, dst);
  } else if (n > 0) {
    short_edges(values, n, color, opacity, dst);
  }
}

typedef int (*in_steps_fn)(curtain_path_row, const uint8_t *, uint32_t, uint32_t, uint32_t *);

#endif
