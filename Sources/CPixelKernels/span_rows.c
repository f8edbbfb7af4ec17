// A solid fill's repeating rows (a rectangle's sides): on every row, a one-pixel left edge, a
// run of one colour and a one-pixel right edge, `first`, `source` and `last` over the row's
// pixels. The narrower versions blend the edges pixel by pixel and the run with their own
// constant blend; AVX-512 blends the whole span in the same sixteen-pixel steps, each lane with
// its own source, so no edge pixel is read back through a masked store of the run (a load that
// overlaps such a store's 64 bytes waits for it).
#include "CPixelKernels.h"
#include "scalar.h"

static inline void span_rows(
    void (*blend)(uint32_t, uint32_t *, size_t), uint32_t *dst, ptrdiff_t stride, size_t rows,
    size_t count, uint32_t first, uint32_t source, uint32_t last) {
  for (size_t r = 0; r < rows; r++, dst += stride) {
    dst[0] = cpk_over(dst[0], first);
    dst[count - 1] = cpk_over(dst[count - 1], last);
    blend(source, dst + 1, count - 2);
  }
}

void curtain_blend_span_rows_portable(
    uint32_t *dst, ptrdiff_t stride, size_t rows, size_t count, uint32_t first, uint32_t source,
    uint32_t last) {
  span_rows(curtain_blend_constant_portable, dst, stride, rows, count, first, source, last);
}

void curtain_blend_span_rows_sse2(
    uint32_t *dst, ptrdiff_t stride, size_t rows, size_t count, uint32_t first, uint32_t source,
    uint32_t last) {
  span_rows(curtain_blend_constant_sse2, dst, stride, rows, count, first, source, last);
}

void curtain_blend_span_rows_avx2(
    uint32_t *dst, ptrdiff_t stride, size_t rows, size_t count, uint32_t first, uint32_t source,
    uint32_t last) {
  span_rows(curtain_blend_constant_avx2, dst, stride, rows, count, first, source, last);
}

#if defined(__x86_64__)
#include "avx512_lanes.h"

AVX512 void curtain_blend_span_rows_avx512(
    uint32_t *dst, ptrdiff_t stride, size_t rows, size_t count, uint32_t first, uint32_t source,
    uint32_t last) {
  const __m512i s = _mm512_set1_epi32((int)source);
  // The step holding the last pixel, and that pixel's lane in it.
  const size_t tail = (count - 1) & ~(size_t)15;
  const __mmask16 last_lane = (__mmask16)(1u << ((count - 1) & 15));
  for (size_t r = 0; r < rows; r++, dst += stride) {
    for (size_t k = 0; k < count; k += 16) {
      __m512i src = k == 0 ? _mm512_mask_set1_epi32(s, 1, (int)first) : s;
      if (k == tail) src = _mm512_mask_set1_epi32(src, last_lane, (int)last);
      if (count - k >= 16) {
        __m512i d = _mm512_loadu_si512((const void *)(dst + k));
        _mm512_storeu_si512((void *)(dst + k), over16(d, src));
      } else {
        __mmask16 lanes = first_lanes(count - k);
        __m512i d = _mm512_maskz_loadu_epi32(lanes, dst + k);
        _mm512_mask_storeu_epi32(dst + k, lanes, over16(d, src));
      }
    }
  }
}

#else

void curtain_blend_span_rows_avx512(
    uint32_t *dst, ptrdiff_t stride, size_t rows, size_t count, uint32_t first, uint32_t source,
    uint32_t last) {
  curtain_blend_span_rows_portable(dst, stride, rows, count, first, source, last);
}

#endif
