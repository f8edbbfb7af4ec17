// AVX2 versions, eight pixels a step, compiled for AVX2 by a per-function target attribute (no
// flags for the package) and called only where the CPU has it. The arithmetic is the SSE2
// versions' (sse2.c), lane for lane.
#include "CPixelKernels.h"
#include "scalar.h"

#if defined(__x86_64__)
#include <immintrin.h>

#define AVX2 __attribute__((target("avx2")))

AVX2 static inline __m256i scale8(__m256i d, __m256i f) {
  const __m256i low = _mm256_set1_epi16(0x00FF), half = _mm256_set1_epi16(128);
  const __m256i k257 = _mm256_set1_epi16(257);
  __m256i even = _mm256_mullo_epi16(_mm256_and_si256(d, low), f);
  __m256i odd = _mm256_mullo_epi16(_mm256_srli_epi16(d, 8), f);
  even = _mm256_mulhi_epu16(_mm256_add_epi16(even, half), k257);
  odd = _mm256_mulhi_epu16(_mm256_add_epi16(odd, half), k257);
  return _mm256_or_si256(even, _mm256_slli_epi16(odd, 8));
}

AVX2 static inline __m256i over8(__m256i d, __m256i s) {
  __m256i ia = _mm256_srli_epi32(_mm256_xor_si256(s, _mm256_set1_epi32(-1)), 24);
  ia = _mm256_or_si256(ia, _mm256_slli_epi32(ia, 16));
  return _mm256_add_epi32(s, scale8(d, ia));
}

AVX2 void curtain_blend_constant_avx2(uint32_t src, uint32_t *dst, size_t count) {
  const __m256i s = _mm256_set1_epi32((int)src);
  const __m256i ia = _mm256_set1_epi16((short)(255 - (src >> 24)));
  size_t k = 0;
  for (; k + 8 <= count; k += 8) {
    __m256i d = _mm256_loadu_si256((const __m256i *)(dst + k));
    _mm256_storeu_si256((__m256i *)(dst + k), _mm256_add_epi32(s, scale8(d, ia)));
  }
  for (; k < count; k++) dst[k] = cpk_over(dst[k], src);
}

AVX2 void curtain_blend_coverage_avx2(
    const uint8_t *values, size_t count, uint32_t color, uint32_t opacity, uint32_t *dst) {
  const __m256i c = _mm256_set1_epi32((int)color);
  const __m256i o = _mm256_set1_epi16((short)opacity);
  const __m256i half = _mm256_set1_epi16(128), k257 = _mm256_set1_epi16(257);
  size_t k = 0;
  for (; k + 8 <= count; k += 8) {
    // Eight values to eight pixels' lane pairs: each value in both 16-bit lanes of its pixel.
    __m256i v = _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i *)(values + k)));
    v = _mm256_or_si256(v, _mm256_slli_epi32(v, 16));
    __m256i m = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(v, o), half), k257);
    __m256i d = _mm256_loadu_si256((const __m256i *)(dst + k));
    _mm256_storeu_si256((__m256i *)(dst + k), over8(d, scale8(c, m)));
  }
  for (; k < count; k++) dst[k] = cpk_over_coverage(dst[k], values[k], color, opacity);
}

AVX2 void curtain_blend_colors_avx2(
    const uint32_t *colors, uint32_t m, uint32_t *dst, size_t count) {
  const __m256i f = _mm256_set1_epi16((short)m);
  size_t k = 0;
  for (; k + 8 <= count; k += 8) {
    __m256i s = scale8(_mm256_loadu_si256((const __m256i *)(colors + k)), f);
    __m256i d = _mm256_loadu_si256((const __m256i *)(dst + k));
    _mm256_storeu_si256((__m256i *)(dst + k), over8(d, s));
  }
  for (; k < count; k++) dst[k] = cpk_over(dst[k], cpk_scale(colors[k], m));
}

AVX2 static inline __m256i bilinear16(
    __m256i tl, __m256i tr, __m256i bl, __m256i br, __m256i left, __m256i right, __m256i up,
    __m256i down) {
  const __m256i low8 = _mm256_set1_epi16(0xFF), half = _mm256_set1_epi16(128);
  __m256i t = _mm256_add_epi16(_mm256_mullo_epi16(tl, left), _mm256_mullo_epi16(tr, right));
  __m256i d = _mm256_add_epi16(_mm256_mullo_epi16(bl, left), _mm256_mullo_epi16(br, right));
  __m256i high = _mm256_add_epi16(
      _mm256_mullo_epi16(_mm256_srli_epi16(t, 8), up),
      _mm256_mullo_epi16(_mm256_srli_epi16(d, 8), down));
  __m256i low = _mm256_add_epi16(
      _mm256_mullo_epi16(_mm256_and_si256(t, low8), up),
      _mm256_mullo_epi16(_mm256_and_si256(d, low8), down));
  return _mm256_srli_epi16(
      _mm256_add_epi16(_mm256_add_epi16(high, _mm256_srli_epi16(low, 8)), half), 8);
}

/// Unpacking and packing work within each 128-bit half, so pixels come back in their order.
AVX2 void curtain_bilinear_row_avx2(
    const uint32_t *top, const uint32_t *bottom, uint32_t fx, uint32_t fy, uint32_t *out,
    size_t count) {
  const __m256i zero = _mm256_setzero_si256();
  const __m256i left = _mm256_set1_epi16((short)(256 - fx));
  const __m256i right = _mm256_set1_epi16((short)fx);
  const __m256i up = _mm256_set1_epi16((short)(256 - fy));
  const __m256i down = _mm256_set1_epi16((short)fy);
  size_t k = 0;
  for (; k + 8 <= count; k += 8) {
    __m256i tl = _mm256_loadu_si256((const __m256i *)(top + k));
    __m256i tr = _mm256_loadu_si256((const __m256i *)(top + k + 1));
    __m256i bl = _mm256_loadu_si256((const __m256i *)(bottom + k));
    __m256i br = _mm256_loadu_si256((const __m256i *)(bottom + k + 1));
    __m256i lo = bilinear16(
        _mm256_unpacklo_epi8(tl, zero), _mm256_unpacklo_epi8(tr, zero),
        _mm256_unpacklo_epi8(bl, zero), _mm256_unpacklo_epi8(br, zero), left, right, up, down);
    __m256i hi = bilinear16(
        _mm256_unpackhi_epi8(tl, zero), _mm256_unpackhi_epi8(tr, zero),
        _mm256_unpackhi_epi8(bl, zero), _mm256_unpackhi_epi8(br, zero), left, right, up, down);
    _mm256_storeu_si256((__m256i *)(out + k), _mm256_packus_epi16(lo, hi));
  }
  for (; k < count; k++)
    out[k] = cpk_bilinear(top[k], top[k + 1], bottom[k], bottom[k + 1], fx, fy);
}

#else

void curtain_blend_colors_avx2(
    const uint32_t *colors, uint32_t m, uint32_t *dst, size_t count) {
  curtain_blend_colors_portable(colors, m, dst, count);
}

void curtain_blend_constant_avx2(uint32_t src, uint32_t *dst, size_t count) {
  curtain_blend_constant_portable(src, dst, count);
}

void curtain_blend_coverage_avx2(
    const uint8_t *values, size_t count, uint32_t color, uint32_t opacity, uint32_t *dst) {
  curtain_blend_coverage_portable(values, count, color, opacity, dst);
}

void curtain_bilinear_row_avx2(
    const uint32_t *top, const uint32_t *bottom, uint32_t fx, uint32_t fy, uint32_t *out,
    size_t count) {
  curtain_bilinear_row_portable(top, bottom, fx, fy, out, count);
}

#endif
