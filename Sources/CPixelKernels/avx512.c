// AVX-512 versions of the blends, sixteen pixels a step, compiled by a per-function target
// attribute and called only where the CPU (and the OS) has AVX-512BW. The arithmetic is the
// AVX2 versions' (avx2.c) lane for lane; a run's last pixels (under sixteen) take one more step
// through masked loads and stores, which neither read nor write the lanes past the run.
#include "CPixelKernels.h"

#if defined(__x86_64__)
#include <immintrin.h>

#define AVX512 __attribute__((target("avx2,avx512f,avx512bw")))

/// Each channel of d times f (16-bit lanes, the same factor in both of a pixel's halves), over
/// 255, rounded: `cpk_scale` in 64 lanes.
AVX512 static inline __m512i scale16(__m512i d, __m512i f) {
  const __m512i low = _mm512_set1_epi16(0x00FF), half = _mm512_set1_epi16(128);
  const __m512i k257 = _mm512_set1_epi16(257);
  __m512i even = _mm512_mullo_epi16(_mm512_and_si512(d, low), f);
  __m512i odd = _mm512_mullo_epi16(_mm512_srli_epi16(d, 8), f);
  even = _mm512_mulhi_epu16(_mm512_add_epi16(even, half), k257);
  odd = _mm512_mulhi_epu16(_mm512_add_epi16(odd, half), k257);
  return _mm512_or_si512(even, _mm512_slli_epi16(odd, 8));
}

AVX512 static inline __m512i over16(__m512i d, __m512i s) {
  __m512i ia = _mm512_srli_epi32(_mm512_xor_si512(s, _mm512_set1_epi32(-1)), 24);
  ia = _mm512_or_si512(ia, _mm512_slli_epi32(ia, 16));
  return _mm512_add_epi32(s, scale16(d, ia));
}

AVX512 void curtain_blend_constant_avx512(uint32_t src, uint32_t *dst, size_t count) {
  const __m512i s = _mm512_set1_epi32((int)src);
  const __m512i ia = _mm512_set1_epi16((short)(255 - (src >> 24)));
  size_t k = 0;
  for (; k + 16 <= count; k += 16) {
    __m512i d = _mm512_loadu_si512((const void *)(dst + k));
    _mm512_storeu_si512((void *)(dst + k), _mm512_add_epi32(s, scale16(d, ia)));
  }
  if (k < count) {
    __mmask16 tail = (__mmask16)((1u << (count - k)) - 1);
    __m512i d = _mm512_maskz_loadu_epi32(tail, dst + k);
    _mm512_mask_storeu_epi32(dst + k, tail, _mm512_add_epi32(s, scale16(d, ia)));
  }
}

/// `(color · mul255(v_k, opacity)) over d_k` for sixteen values `v` and pixels `d`: each value
/// widened into both 16-bit lanes of its pixel.
AVX512 static inline __m512i coverage16(__m128i values, __m512i d, __m512i color, __m512i o) {
  const __m512i half = _mm512_set1_epi16(128), k257 = _mm512_set1_epi16(257);
  __m512i v = _mm512_cvtepu8_epi32(values);
  v = _mm512_or_si512(v, _mm512_slli_epi32(v, 16));
  __m512i m = _mm512_mulhi_epu16(_mm512_add_epi16(_mm512_mullo_epi16(v, o), half), k257);
  return over16(d, scale16(color, m));
}

AVX512 void curtain_blend_coverage_avx512(
    const uint8_t *values, size_t count, uint32_t color, uint32_t opacity, uint32_t *dst) {
  const __m512i c = _mm512_set1_epi32((int)color);
  const __m512i o = _mm512_set1_epi16((short)opacity);
  size_t k = 0;
  for (; k + 16 <= count; k += 16) {
    __m128i v = _mm_loadu_si128((const __m128i *)(values + k));
    __m512i d = _mm512_loadu_si512((const void *)(dst + k));
    _mm512_storeu_si512((void *)(dst + k), coverage16(v, d, c, o));
  }
  if (k < count) {
    __mmask16 tail = (__mmask16)((1u << (count - k)) - 1);
    __m128i v = _mm512_castsi512_si128(_mm512_maskz_loadu_epi8(tail, values + k));
    __m512i d = _mm512_maskz_loadu_epi32(tail, dst + k);
    _mm512_mask_storeu_epi32(dst + k, tail, coverage16(v, d, c, o));
  }
}

AVX512 void curtain_blend_colors_avx512(
    const uint32_t *colors, uint32_t m, uint32_t *dst, size_t count) {
  const __m512i f = _mm512_set1_epi16((short)m);
  size_t k = 0;
  for (; k + 16 <= count; k += 16) {
    __m512i s = scale16(_mm512_loadu_si512((const void *)(colors + k)), f);
    __m512i d = _mm512_loadu_si512((const void *)(dst + k));
    _mm512_storeu_si512((void *)(dst + k), over16(d, s));
  }
  if (k < count) {
    __mmask16 tail = (__mmask16)((1u << (count - k)) - 1);
    __m512i s = scale16(_mm512_maskz_loadu_epi32(tail, colors + k), f);
    __m512i d = _mm512_maskz_loadu_epi32(tail, dst + k);
    _mm512_mask_storeu_epi32(dst + k, tail, over16(d, s));
  }
}

#else

void curtain_blend_constant_avx512(uint32_t src, uint32_t *dst, size_t count) {
  curtain_blend_constant_portable(src, dst, count);
}

void curtain_blend_coverage_avx512(
    const uint8_t *values, size_t count, uint32_t color, uint32_t opacity, uint32_t *dst) {
  curtain_blend_coverage_portable(values, count, color, opacity, dst);
}

void curtain_blend_colors_avx512(
    const uint32_t *colors, uint32_t m, uint32_t *dst, size_t count) {
  curtain_blend_colors_portable(colors, m, dst, count);
}

#endif
