// Chooses the kernel versions: the widest the CPU supports, once, as the library loads (or the
// one CURTAIN_KERNELS names, to measure or test a narrower one).
#include <stdlib.h>
#include <string.h>

#include "CPixelKernels.h"

static const curtain_kernel_table tables[] = {
    {curtain_blend_constant_portable, curtain_blend_coverage_portable,
     curtain_bilinear_row_portable, curtain_blend_colors_portable, curtain_corner_rows_portable,
     curtain_path_row_portable, curtain_path_fill_rows_portable,
     curtain_blend_span_rows_portable},
    // (corner rows and path scans have no SSE2 version: SSE2 CPUs run the portable ones)
    {curtain_blend_constant_sse2, curtain_blend_coverage_sse2, curtain_bilinear_row_sse2,
     curtain_blend_colors_sse2, curtain_corner_rows_portable, curtain_path_row_portable,
     curtain_path_fill_rows_sse2, curtain_blend_span_rows_sse2},
    {curtain_blend_constant_avx2, curtain_blend_coverage_avx2, curtain_bilinear_row_avx2,
     curtain_blend_colors_avx2, curtain_corner_rows_avx2, curtain_path_row_avx2,
     curtain_path_fill_rows_avx2, curtain_blend_span_rows_avx2},
    // (AVX-512: the blends, and the blended path rows' short runs; the bilinear row, corner
    // rows and path scans stay AVX2's)
    {curtain_blend_constant_avx512, curtain_blend_coverage_avx512, curtain_bilinear_row_avx2,
     curtain_blend_colors_avx512, curtain_corner_rows_avx2, curtain_path_row_avx2,
     curtain_path_fill_rows_avx512, curtain_blend_span_rows_avx512},
};

curtain_kernel_table curtain_kernels = {
    curtain_blend_constant_portable, curtain_blend_coverage_portable,
    curtain_bilinear_row_portable, curtain_blend_colors_portable, curtain_corner_rows_portable,
    curtain_path_row_portable, curtain_path_fill_rows_portable, curtain_blend_span_rows_portable};
static int level_in_use = CURTAIN_KERNELS_PORTABLE;

int curtain_kernels_supported(void) {
#if defined(__x86_64__)
  __builtin_cpu_init();
  // (The CPU model's AVX-512 bits are set only where the OS saves the registers too.)
  if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw"))
    return CURTAIN_KERNELS_AVX512;
  return __builtin_cpu_supports("avx2") ? CURTAIN_KERNELS_AVX2 : CURTAIN_KERNELS_SSE2;
#else
  return CURTAIN_KERNELS_PORTABLE;
#endif
}

int curtain_kernels_use(int level) {
  int widest = curtain_kernels_supported();
  if (level > widest) level = widest;
  if (level < CURTAIN_KERNELS_PORTABLE) level = CURTAIN_KERNELS_PORTABLE;
  __atomic_store_n(&curtain_kernels.blend_constant, tables[level].blend_constant, __ATOMIC_RELAXED);
  __atomic_store_n(&curtain_kernels.blend_coverage, tables[level].blend_coverage, __ATOMIC_RELAXED);
  __atomic_store_n(&curtain_kernels.bilinear_row, tables[level].bilinear_row, __ATOMIC_RELAXED);
  __atomic_store_n(&curtain_kernels.blend_colors, tables[level].blend_colors, __ATOMIC_RELAXED);
  __atomic_store_n(&curtain_kernels.corner_rows, tables[level].corner_rows, __ATOMIC_RELAXED);
  __atomic_store_n(&curtain_kernels.path_row, tables[level].path_row, __ATOMIC_RELAXED);
  __atomic_store_n(&curtain_kernels.path_fill_rows, tables[level].path_fill_rows, __ATOMIC_RELAXED);
  __atomic_store_n(
      &curtain_kernels.blend_span_rows, tables[level].blend_span_rows, __ATOMIC_RELAXED);
  __atomic_store_n(&level_in_use, level, __ATOMIC_RELAXED);
  return level;
}

int curtain_kernels_level(void) { return __atomic_load_n(&level_in_use, __ATOMIC_RELAXED); }

__attribute__((constructor)) static void choose_kernels(void) {
  const char *name = getenv("CURTAIN_KERNELS");
  int level = CURTAIN_KERNELS_AVX512;
  if (name && strcmp(name, "portable") == 0) level = CURTAIN_KERNELS_PORTABLE;
  if (name && strcmp(name, "sse2") == 0) level = CURTAIN_KERNELS_SSE2;
  if (name && strcmp(name, "avx2") == 0) level = CURTAIN_KERNELS_AVX2;
  curtain_kernels_use(level);
}
