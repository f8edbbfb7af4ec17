// SSE2 lanes shared by the SSE2 kernels (sse2.c) and the path rows (path_row_blends.h), where four
// pixels are two 16-bit lanes each: see sse2.c.
#ifndef CURTAIN_PIXEL_KERNELS_SSE2_LANES_H
#define CURTAIN_PIXEL_KERNELS_SSE2_LANES_H

#if defined(__x86_64__)
#include <emmintrin.h>
#include <stdint.h>

/// d's channels times f / 255 (f per 16-bit lane, a pixel's two lanes alike).
static inline __m128i scale4(__m128i d, __m128i f) {
  const __m128i low = _mm_set1_epi16(0x00FF), half = _mm_set1_epi16(128);
  const __m128i k257 = _mm_set1_epi16(257);
  __m128i even = _mm_mullo_epi16(_mm_and_si128(d, low), f);
  __m128i odd = _mm_mullo_epi16(_mm_srli_epi16(d, 8), f);
  even = _mm_mulhi_epu16(_mm_add_epi16(even, half), k257);
  odd = _mm_mulhi_epu16(_mm_add_epi16(odd, half), k257);
  return _mm_or_si128(even, _mm_slli_epi16(odd, 8));
}

/// s over d for four pixels with their own sources.
static inline __m128i over4(__m128i d, __m128i s) {
  __m128i ia = _mm_srli_epi32(_mm_xor_si128(s, _mm_set1_epi32(-1)), 24);
  ia = _mm_or_si128(ia, _mm_slli_epi32(ia, 16));
  return _mm_add_epi32(s, scale4(d, ia));
}

/// Four edge pixels: `color · mul255(v_k, opacity)` over `d_k`, the values `four`'s bytes
/// (lane k in byte k). A value of 0 leaves its pixel as it was.
static inline __m128i coverage4(__m128i d, uint32_t four, __m128i c, __m128i o) {
  const __m128i zero = _mm_setzero_si128(), half = _mm_set1_epi16(128);
  const __m128i k257 = _mm_set1_epi16(257);
  __m128i v = _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)four), zero);
  v = _mm_unpacklo_epi16(v, v);  // each pixel's value in both of its lanes
  __m128i m = _mm_mulhi_epu16(_mm_add_epi16(_mm_mullo_epi16(v, o), half), k257);
  return over4(d, scale4(c, m));
}
#endif

#endif
