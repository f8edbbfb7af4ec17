// AVX-512 lanes shared by the AVX-512 blends (avx512.c) and the path rows
// (path_row_blends.h), where sixteen pixels are two 16-bit lanes each (the arithmetic of
// sse2_lanes.h, wider), and the masks that cover a run's first n pixels.
#ifndef CURTAIN_PIXEL_KERNELS_AVX512_LANES_H
#define CURTAIN_PIXEL_KERNELS_AVX512_LANES_H

#if defined(__x86_64__)
#include <immintrin.h>
#include <stdint.h>

#define AVX512 __attribute__((target("avx2,avx512f,avx512bw")))

/// The first n of sixteen lanes (n < 16).
static inline __mmask16 first_lanes(uint64_t n) { return (__mmask16)((1u << n) - 1); }

/// The first k of sixteen lanes, k clamped to 0 ... 16.
static inline __mmask16 first_lanes_clamped(int64_t k) {
  return k <= 0 ? 0 : k >= 16 ? 0xFFFF : first_lanes((uint64_t)k);
}

/// The last n of sixteen lanes (n ≤ 16).
static inline __mmask16 last_lanes(uint64_t n) { return (__mmask16)(0xFFFF0000u >> n); }

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

/// s over d for sixteen pixels with their own sources.
AVX512 static inline __m512i over16(__m512i d, __m512i s) {
  __m512i ia = _mm512_srli_epi32(_mm512_xor_si512(s, _mm512_set1_epi32(-1)), 24);
  ia = _mm512_or_si512(ia, _mm512_slli_epi32(ia, 16));
  return _mm512_add_epi32(s, scale16(d, ia));
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
#endif

#endif
