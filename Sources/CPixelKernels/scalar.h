// The scalar arithmetic every version ends its runs with: Raster's PixelMath.swift, in C; and
// the rounding of doubles to columns the corner and path rows share (Raster's `floorInt`).
#ifndef CURTAIN_PIXEL_KERNELS_SCALAR_H
#define CURTAIN_PIXEL_KERNELS_SCALAR_H

#include <stdint.h>

/// x / 255 rounded to nearest, exact for x ≤ 255 · 255.
static inline uint32_t cpk_div255(uint32_t x) {
  uint32_t t = x + 128;
  return (t + (t >> 8)) >> 8;
}

/// Every channel of packed `p` times m / 255, rounded as cpk_div255 (two channels per 16-bit
/// lane pair: c · m + 128 never carries into the next lane).
static inline uint32_t cpk_scale(uint32_t p, uint32_t m) {
  uint32_t rb = (p & 0x00FF00FFu) * m + 0x00800080u;
  rb = ((rb + ((rb >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
  uint32_t ga = ((p >> 8) & 0x00FF00FFu) * m + 0x00800080u;
  ga = (ga + ((ga >> 8) & 0x00FF00FFu)) & 0xFF00FF00u;
  return rb | ga;
}

/// Premultiplied source-over: s + d · (255 − sa) / 255 per channel.
static inline uint32_t cpk_over(uint32_t d, uint32_t s) {
  return s + cpk_scale(d, 255 - (s >> 24));
}

/// `color` at coverage mul255(v, opacity).
static inline uint32_t cpk_coverage_color(uint32_t color, uint8_t v, uint32_t o) {
  return cpk_scale(color, cpk_div255((uint32_t)v * o));
}

/// One edge pixel: `color` at coverage mul255(v, opacity) over d.
static inline uint32_t cpk_over_coverage(uint32_t d, uint8_t v, uint32_t color, uint32_t o) {
  return cpk_over(d, cpk_coverage_color(color, v, o));
}

/// ⌊v⌋ and ⌈v⌉ for |v| < 2⁶³ without a library call (baseline x86-64 has no rounding
/// instruction): truncation, corrected where it went the wrong way.
static inline int64_t cpk_floor_int(double v) {
  int64_t t = (int64_t)v;
  return (double)t > v ? t - 1 : t;
}

static inline int64_t cpk_ceil_int(double v) {
  int64_t t = (int64_t)v;
  return (double)t < v ? t + 1 : t;
}

/// The bilinear blend of four pixels (top left, top right, bottom left, bottom right) with
/// weights out of 256, fx across and fy down: Raster's BilinearLanes.blend, per channel. Each
/// channel is blended across, t = tl · (256 − fx) + tr · fx (and d for the bottom pair), then
/// down in its high and low bytes; every step stays below 2¹⁶.
static inline uint32_t cpk_bilinear(
    uint32_t tl, uint32_t tr, uint32_t bl, uint32_t br, uint32_t fx, uint32_t fy) {
  uint32_t out = 0;
  for (int s = 0; s < 32; s += 8) {
    uint32_t t = ((tl >> s) & 255) * (256 - fx) + ((tr >> s) & 255) * fx;
    uint32_t d = ((bl >> s) & 255) * (256 - fx) + ((br >> s) & 255) * fx;
    uint32_t high = (t >> 8) * (256 - fy) + (d >> 8) * fy;
    uint32_t low = (t & 255) * (256 - fy) + (d & 255) * fy;
    out |= ((high + (low >> 8) + 128) >> 8) << s;
  }
  return out;
}

#endif
