// A Gaussian blur approximated by three box blurs, for the peers that have no blur of their own
// (Blend2D and Cairo). The box sizes follow the W3C Filter Effects recipe for feGaussianBlur:
// d = floor(sigma * 3 * sqrt(2 * pi) / 4 + 0.5); for an odd d, three boxes of d pixels centred on
// the output pixel; for an even d, a box of d pixels ending just left of centre, one ending just
// right of it, and one of d + 1 pixels centred.
//
// Across each row the three boxes sum exactly (32-bit sums) and divide once; down the columns
// each box divides and rounds, with running sums over whole rows so that the loops are
// contiguous and vectorise. Each box pass sees beyond the image edge either zeros or the edge
// value repeated; callers blur a box that reaches 3 sigma beyond what they use, so that how the
// edges are treated does not reach the pixels that matter.
//
// Built as a shared library and called through ctypes:
//   gcc -O3 -march=native -shared -fPIC -o build/libblur.so blur.c -lm

#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/// One box: each output is the sum (or mean) of the inputs from `before` samples earlier to
/// `after` samples later.
typedef struct {
  int before;
  int after;
} box;

/// Scratch kept between calls, grown as needed (the benchmark calls this every frame).
static uint8_t *planes;
static uint32_t *line_a, *line_b, *sums;
static size_t planes_capacity, line_a_capacity, line_b_capacity, sums_capacity;

static int grow(void **buffer, size_t *capacity, size_t bytes) {
  if (bytes <= *capacity) return 1;
  void *grown = realloc(*buffer, bytes);
  if (grown == NULL) return 0;
  *buffer = grown;
  *capacity = bytes;
  return 1;
}

/// The three boxes for `sigma`; returns 0 when the blur is too small to change anything.
static int boxes_for(double sigma, box out[3]) {
  int d = (int)floor(sigma * 3.0 * sqrt(2.0 * M_PI) / 4.0 + 0.5);
  if (d < 2) return 0;
  if (d % 2 == 1) {
    for (int i = 0; i < 3; i++) out[i] = (box){d / 2, d / 2};
  } else {
    out[0] = (box){d / 2, d / 2 - 1};
    out[1] = (box){d / 2 - 1, d / 2};
    out[2] = (box){d / 2, d / 2};
  }
  return 1;
}

static int length(box b) { return b.before + b.after + 1; }

/// Fills the `pad` samples either side of a line of `width` pixels of `channels` values (which
/// starts `pad` pixels into `line`) with zeros or with copies of its end pixels.
static void pad_line(uint32_t *line, int width, int channels, int pad, int repeat_edges) {
  uint32_t *first = line + (size_t)pad * channels;
  uint32_t *last = line + (size_t)(pad + width - 1) * channels;
  for (int p = 1; p <= pad; p++) {
    for (int c = 0; c < channels; c++) {
      first[-(ptrdiff_t)p * channels + c] = repeat_edges ? first[c] : 0;
      last[(size_t)p * channels + c] = repeat_edges ? last[c] : 0;
    }
  }
}

/// One box along a padded line: `out` (same layout) gets the sums over the box.
static void box_sums(const uint32_t *in, uint32_t *out, int width, int channels, int pad, box b) {
  const uint32_t *v = in + (size_t)pad * channels;
  uint32_t *o = out + (size_t)pad * channels;
  for (int c = 0; c < channels; c++) {
    uint32_t sum = 0;
    for (int k = -b.before; k <= b.after; k++) sum += v[(ptrdiff_t)k * channels + c];
    for (int x = 0; x < width; x++) {
      o[(size_t)x * channels + c] = sum;
      sum += v[(ptrdiff_t)(x + b.after + 1) * channels + c];
      sum -= v[(ptrdiff_t)(x - b.before) * channels + c];
    }
  }
}

/// The three boxes across every row: strided pixels in, a packed plane of rounded means out.
static int blur_rows(const uint8_t *pixels, int width, int height, int stride, int step,
                     int channels, const box boxes[3], int repeat_edges, uint8_t *plane) {
  int pad = 0;
  for (int i = 0; i < 3; i++) {
    int reach = (boxes[i].before > boxes[i].after ? boxes[i].before : boxes[i].after) + 1;
    if (reach > pad) pad = reach;
  }
  size_t padded = (size_t)(width + 2 * pad) * channels;
  if (!grow((void **)&line_a, &line_a_capacity, padded * sizeof *line_a)) return 0;
  if (!grow((void **)&line_b, &line_b_capacity, padded * sizeof *line_b)) return 0;
  // With sigma at most 60 every box is under 115 samples, so 255 times the product of the three
  // lengths stays below 2^32; the rounded division uses a 64-bit reciprocal.
  uint64_t divisor = (uint64_t)length(boxes[0]) * length(boxes[1]) * length(boxes[2]);
  uint64_t reciprocal = ((1ull << 40) + divisor - 1) / divisor;
  for (int y = 0; y < height; y++) {
    const uint8_t *src = pixels + (size_t)y * stride;
    uint32_t *start = line_a + (size_t)pad * channels;
    for (int x = 0; x < width; x++)
      for (int c = 0; c < channels; c++) start[(size_t)x * channels + c] = src[(size_t)x * step + c];
    pad_line(line_a, width, channels, pad, repeat_edges);
    box_sums(line_a, line_b, width, channels, pad, boxes[0]);
    pad_line(line_b, width, channels, pad, repeat_edges);
    box_sums(line_b, line_a, width, channels, pad, boxes[1]);
    pad_line(line_a, width, channels, pad, repeat_edges);
    box_sums(line_a, line_b, width, channels, pad, boxes[2]);
    const uint32_t *result = line_b + (size_t)pad * channels;
    uint8_t *out = plane + (size_t)y * width * channels;
    for (size_t i = 0; i < (size_t)width * channels; i++)
      out[i] = (uint8_t)(((uint64_t)result[i] * 2 + divisor) * reciprocal >> 41);
  }
  return 1;
}

/// One box down the columns of a packed plane, `src` to `dst`, rounding each mean.
static int blur_columns(const uint8_t *src, uint8_t *dst, int width, int height, int channels,
                        box b, int repeat_edges) {
  size_t row = (size_t)width * channels;
  if (!grow((void **)&sums, &sums_capacity, row * sizeof *sums)) return 0;
  uint32_t n = (uint32_t)length(b);
  // (sum * r + 2^15) >> 16 with r = ceil(2^16 / n) is the rounded mean for boxes up to 129
  // samples, and sum * r stays below 2^32.
  uint32_t r = ((1u << 16) + n - 1) / n;
  const uint8_t *top = src, *bottom = src + (size_t)(height - 1) * row;
  memset(sums, 0, row * sizeof *sums);
  for (int k = -b.before; k <= b.after; k++) {
    const uint8_t *in = k < 0 ? (repeat_edges ? top : NULL)
                      : k >= height ? (repeat_edges ? bottom : NULL) : src + (size_t)k * row;
    if (in != NULL) for (size_t i = 0; i < row; i++) sums[i] += in[i];
  }
  for (int y = 0; y < height; y++) {
    uint8_t *out = dst + (size_t)y * row;
    for (size_t i = 0; i < row; i++) out[i] = (uint8_t)((sums[i] * r + (1u << 15)) >> 16);
    int enter = y + b.after + 1, leave = y - b.before;
    const uint8_t *in = enter < height ? src + (size_t)enter * row : repeat_edges ? bottom : NULL;
    const uint8_t *out_row = leave >= 0 ? src + (size_t)leave * row : repeat_edges ? top : NULL;
    if (in != NULL) for (size_t i = 0; i < row; i++) sums[i] += in[i];
    if (out_row != NULL) for (size_t i = 0; i < row; i++) sums[i] -= out_row[i];
  }
  return 1;
}

/// Blurs, in place, `channels` consecutive bytes of every pixel of an image `width` × `height`
/// whose pixels are `step` bytes apart and whose rows are `stride` bytes apart, by a Gaussian of
/// standard deviation `sigma` (at most 60). `repeat_edges`: 0 treats everything outside the
/// image as zero (a shadow's layer), 1 repeats the nearest edge pixel (a backdrop at the canvas's
/// edge). Returns 0 when out of memory or sigma is too large, 1 otherwise.
int box_blur3(uint8_t *pixels, int width, int height, int stride, int step, int channels,
              double sigma, int repeat_edges) {
  box boxes[3];
  if (sigma > 60) return 0;
  if (width <= 0 || height <= 0 || !boxes_for(sigma, boxes)) return 1;
  size_t count = (size_t)width * height * channels;
  if (!grow((void **)&planes, &planes_capacity, 2 * count)) return 0;
  uint8_t *a = planes, *b = planes + count;
  if (!blur_rows(pixels, width, height, stride, step, channels, boxes, repeat_edges, a)) return 0;
  if (!blur_columns(a, b, width, height, channels, boxes[0], repeat_edges)) return 0;
  if (!blur_columns(b, a, width, height, channels, boxes[1], repeat_edges)) return 0;
  if (!blur_columns(a, b, width, height, channels, boxes[2], repeat_edges)) return 0;
  for (int y = 0; y < height; y++) {
    uint8_t *dst = pixels + (size_t)y * stride;
    const uint8_t *src = b + (size_t)y * width * channels;
    if (step == channels) {
      memcpy(dst, src, (size_t)width * channels);
    } else {
      for (int x = 0; x < width; x++)
        for (int c = 0; c < channels; c++) dst[(size_t)x * step + c] = src[(size_t)x * channels + c];
    }
  }
  return 1;
}
