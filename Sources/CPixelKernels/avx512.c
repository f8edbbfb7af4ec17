// AVX-512 versions of the blends, sixteen pixels a step, compiled by a per-function target
// attribute and called only where the CPU (and the OS) has AVX-512BW. The arithmetic is the
// AVX2 versions' (avx2.c) lane for lane; a run's last pixels (under sixteen) take one more step
// through masked loads and stores, which neither read nor write the lanes past the run.
#include "CPixelKernels.h"

#if defined(__x86_64__)
#include "avx512_lanes.h"

AVX512 void curtain_blend_constant_avx512(uint32_t src, uint32_t *dst, size_t count) {
  const __m512i s = _mm512_set1_epi32((int)src);
  const __m512i ia = _mm512_set1_epi16((short)(255 - (src >> 24)));
  size_t k = 0;
  for (; k + 16 <= count; k += 16) {
    __m512i d = _mm512_loadu_si512((const void *)(dst + k));
    _mm512_storeu_si512((void *)(dst + k), _mm512_add_epi32(s, scale16(d, ia)));
  }
  if (k < count) {
    __mmask16 tail = first_lanes(count - k);
    __m512i d = _mm512_maskz_loadu_epi32(tail, dst + k);
    _mm512_mask_storeu_epi32(dst + k, tail, _mm512_add_epi32(s, scale16(d, ia)));
  }
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
    __mmask16 tail = first_lanes(count - k);
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
    __mmask16 tail = first_lanes(count - k);
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
