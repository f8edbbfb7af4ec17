// Fills a run with one 32-bit pixel. On x86-64 with `rep stosl`, whose fast-string stores write
// whole cache lines without reading them first (as memset's do), so refilling a frame's rows
// costs about a memset instead of about twice one.
#include "CPixelKernels.h"

void curtain_fill(uint32_t value, uint32_t *dst, size_t count) {
#if defined(__x86_64__)
  __asm__ volatile("rep stosl" : "+D"(dst), "+c"(count) : "a"(value) : "memory");
#else
  for (size_t k = 0; k < count; k++) dst[k] = value;
#endif
}
