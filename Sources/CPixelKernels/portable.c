// The portable versions: one pixel at a time, the definition the wide versions are held to.
#include "CPixelKernels.h"
#include "scalar.h"

void curtain_blend_constant_portable(uint32_t src, uint32_t *dst, size_t count) {
  for (size_t k = 0; k < count; k++) dst[k] = cpk_over(dst[k], src);
}

void curtain_blend_coverage_portable(
    const uint8_t *values, size_t count, uint32_t color, uint32_t opacity, uint32_t *dst) {
  for (size_t k = 0; k < count; k++)
    dst[k] = cpk_over_coverage(dst[k], values[k], color, opacity);
}

void curtain_bilinear_row_portable(
    const uint32_t *top, const uint32_t *bottom, uint32_t fx, uint32_t fy, uint32_t *out,
    size_t count) {
  for (size_t k = 0; k < count; k++)
    out[k] = cpk_bilinear(top[k], top[k + 1], bottom[k], bottom[k + 1], fx, fy);
}

void curtain_blend_colors_portable(
    const uint32_t *colors, uint32_t m, uint32_t *dst, size_t count) {
  for (size_t k = 0; k < count; k++) dst[k] = cpk_over(dst[k], cpk_scale(colors[k], m));
}
