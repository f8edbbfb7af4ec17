// SSE2 versions, four pixels a step. A pixel's 32 bits are two 16-bit lanes; its even bytes
// (r, b) and odd bytes (g, a) are multiplied in separate vectors so that no lane overflows, and
// x / 255 is rounded as `mulhi(x + 128, 257)`, which equals `(t + (t >> 8)) >> 8` for every
// t = x + 128 with x ≤ 255 · 255.
#include "CPixelKernels.h"
#include "scalar.h"

#if defined(__x86_64__)
#include "sse2_lanes.h"

void curtain_blend_constant_sse2(uint32_t src, uint32_t *dst, size_t count) {
  const __m128i s = _mm_set1_epi32((int)src);
  const __m128i ia = _mm_set1_epi16((short)(255 - (src >> 24)));
  size_t k = 0;
  for (; k + 4 <= count; k += 4) {
    __m128i d = _mm_loadu_si128((const __m128i *)(dst + k));
    _mm_storeu_si128((__m128i *)(dst + k), _mm_add_epi32(s, scale4(d, ia)));
  }
  for (; k < count; k++) dst[k] = cpk_over(dst[k], src);
}

void curtain_blend_coverage_sse2(
    const uint8_t *values, size_t count, uint32_t color, uint32_t opacity, uint32_t *dst) {
  const __m128i c = _mm_set1_epi32((int)color);
  const __m128i o = _mm_set1_epi16((short)opacity);
  size_t k = 0;
  for (; k + 4 <= count; k += 4) {
    uint32_t four;
    __builtin_memcpy(&four, values + k, 4);
    __m128i d = _mm_loadu_si128((const __m128i *)(dst + k));
    _mm_storeu_si128((__m128i *)(dst + k), coverage4(d, four, c, o));
  }
  for (; k < count; k++) dst[k] = cpk_over_coverage(dst[k], values[k], color, opacity);
}

void curtain_blend_colors_sse2(const uint32_t *colors, uint32_t m, uint32_t *dst, size_t count) {
  const __m128i f = _mm_set1_epi16((short)m);
  size_t k = 0;
  for (; k + 4 <= count; k += 4) {
    __m128i s = scale4(_mm_loadu_si128((const __m128i *)(colors + k)), f);
    __m128i d = _mm_loadu_si128((const __m128i *)(dst + k));
    _mm_storeu_si128((__m128i *)(dst + k), over4(d, s));
  }
  for (; k < count; k++) dst[k] = cpk_over(dst[k], cpk_scale(colors[k], m));
}

/// Four pixels' channels (as 16-bit lanes, eight at a time) blended across, then down in their
/// high and low bytes, as cpk_bilinear.
static inline __m128i bilinear8(
    __m128i tl, __m128i tr, __m128i bl, __m128i br, __m128i left, __m128i right, __m128i up,
    __m128i down) {
  const __m128i low8 = _mm_set1_epi16(0xFF), half = _mm_set1_epi16(128);
  __m128i t = _mm_add_epi16(_mm_mullo_epi16(tl, left), _mm_mullo_epi16(tr, right));
  __m128i d = _mm_add_epi16(_mm_mullo_epi16(bl, left), _mm_mullo_epi16(br, right));
  __m128i high = _mm_add_epi16(
      _mm_mullo_epi16(_mm_srli_epi16(t, 8), up), _mm_mullo_epi16(_mm_srli_epi16(d, 8), down));
  __m128i low = _mm_add_epi16(
      _mm_mullo_epi16(_mm_and_si128(t, low8), up), _mm_mullo_epi16(_mm_and_si128(d, low8), down));
  return _mm_srli_epi16(_mm_add_epi16(_mm_add_epi16(high, _mm_srli_epi16(low, 8)), half), 8);
}

void curtain_bilinear_row_sse2(
    const uint32_t *top, const uint32_t *bottom, uint32_t fx, uint32_t fy, uint32_t *out,
    size_t count) {
  const __m128i zero = _mm_setzero_si128();
  const __m128i left = _mm_set1_epi16((short)(256 - fx)), right = _mm_set1_epi16((short)fx);
  const __m128i up = _mm_set1_epi16((short)(256 - fy)), down = _mm_set1_epi16((short)fy);
  size_t k = 0;
  for (; k + 4 <= count; k += 4) {
    __m128i tl = _mm_loadu_si128((const __m128i *)(top + k));
    __m128i tr = _mm_loadu_si128((const __m128i *)(top + k + 1));
    __m128i bl = _mm_loadu_si128((const __m128i *)(bottom + k));
    __m128i br = _mm_loadu_si128((const __m128i *)(bottom + k + 1));
    __m128i lo = bilinear8(
        _mm_unpacklo_epi8(tl, zero), _mm_unpacklo_epi8(tr, zero), _mm_unpacklo_epi8(bl, zero),
        _mm_unpacklo_epi8(br, zero), left, right, up, down);
    __m128i hi = bilinear8(
        _mm_unpackhi_epi8(tl, zero), _mm_unpackhi_epi8(tr, zero), _mm_unpackhi_epi8(bl, zero),
        _mm_unpackhi_epi8(br, zero), left, right, up, down);
    _mm_storeu_si128((__m128i *)(out + k), _mm_packus_epi16(lo, hi));
  }
  for (; k < count; k++)
    out[k] = cpk_bilinear(top[k], top[k + 1], bottom[k], bottom[k + 1], fx, fy);
}

#else

void curtain_blend_colors_sse2(const uint32_t *colors, uint32_t m, uint32_t *dst, size_t count) {
  curtain_blend_colors_portable(colors, m, dst, count);
}

void curtain_blend_constant_sse2(uint32_t src, uint32_t *dst, size_t count) {
  curtain_blend_constant_portable(src, dst, count);
}

void curtain_blend_coverage_sse2(
    const uint8_t *values, size_t count, uint32_t color, uint32_t opacity, uint32_t *dst) {
  curtain_blend_coverage_portable(values, count, color, opacity, dst);
}

void curtain_bilinear_row_sse2(
    const uint32_t *top, const uint32_t *bottom, uint32_t fx, uint32_t fy, uint32_t *out,
    size_t count) {
  curtain_bilinear_row_portable(top, bottom, fx, fy, out, count);
}

#endif
