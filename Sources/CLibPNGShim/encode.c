// PNG encoding into a growing malloc'd buffer.

#include "CLibPNGShim.h"
#include "shim_private.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/// The PNG bytes written so far. Heap-allocated before setjmp so that nothing the error path reads
/// lives in a local modified after setjmp.
typedef struct output_buffer {
  uint8_t *bytes;
  size_t count;
  size_t capacity;
} output_buffer;

/// zlib's output arrives in pieces of at most the compression buffer size (below); the output
/// buffer starts at 256 KiB and doubles.
static const size_t initial_output_capacity = 256 * 1024;

/// Size of libpng's zlib output buffer, hence of each IDAT chunk. libpng's default is 8 KiB; a
/// larger one means fewer chunks and write callbacks for the same bytes.
static const size_t compression_buffer_size = 64 * 1024;

static void append_bytes(png_structp png, png_bytep data, size_t length) {
  output_buffer *out = png_get_io_ptr(png);
  if (length > out->capacity - out->count) {
    if (length > SIZE_MAX / 2 - out->count) png_error(png, "PNG output larger than memory allows");
    size_t needed = out->count + length;
    size_t capacity = out->capacity != 0 ? out->capacity : initial_output_capacity;
    while (capacity < needed) capacity *= 2;
    uint8_t *grown = realloc(out->bytes, capacity);
    if (grown == NULL) png_error(png, "out of memory while growing the PNG output buffer");
    out->bytes = grown;
    out->capacity = capacity;
  }
  memcpy(out->bytes + out->count, data, length);
  out->count += length;
}

static void flush_nothing(png_structp png) { (void)png; }

static int libpng_filter_mask(curtain_png_filter filter) {
  switch (filter) {
    case CURTAIN_PNG_FILTER_NONE: return PNG_FILTER_NONE;
    case CURTAIN_PNG_FILTER_SUB: return PNG_FILTER_SUB;
    case CURTAIN_PNG_FILTER_UP: return PNG_FILTER_UP;
    case CURTAIN_PNG_FILTER_AVERAGE: return PNG_FILTER_AVG;
    case CURTAIN_PNG_FILTER_PAETH: return PNG_FILTER_PAETH;
    case CURTAIN_PNG_FILTER_ADAPTIVE: return PNG_ALL_FILTERS;
  }
  return -1;
}

static int zlib_strategy(curtain_png_strategy strategy) {
  switch (strategy) {
    case CURTAIN_PNG_STRATEGY_DEFAULT: return Z_DEFAULT_STRATEGY;
    case CURTAIN_PNG_STRATEGY_FILTERED: return Z_FILTERED;
    case CURTAIN_PNG_STRATEGY_HUFFMAN_ONLY: return Z_HUFFMAN_ONLY;
    case CURTAIN_PNG_STRATEGY_RLE: return Z_RLE;
    case CURTAIN_PNG_STRATEGY_FIXED: return Z_FIXED;
  }
  return -1;
}

curtain_png_status curtain_png_encode(
  uint32_t width, uint32_t height, curtain_png_row_layout layout,
  const curtain_png_encode_options *options,
  curtain_png_row_source rows, void *context,
  uint8_t **out_bytes, size_t *out_count,
  char *message, size_t message_capacity
) {
  *out_bytes = NULL;
  *out_count = 0;

  if (width == 0 || height == 0 || width > PNG_UINT_31_MAX || height > PNG_UINT_31_MAX) {
    shim_copy_message(message, message_capacity, "image size must be 1 to 2^31-1 pixels a side");
    return CURTAIN_PNG_INVALID_ARGUMENT;
  }
  int filter_mask = libpng_filter_mask(options->filter);
  int strategy = zlib_strategy(options->strategy);
  if (options->compression_level < 0 || options->compression_level > 9 || filter_mask < 0 ||
      strategy < 0) {
    shim_copy_message(message, message_capacity,
                      "unknown encoder option (zlib level must be 0 to 9)");
    return CURTAIN_PNG_INVALID_ARGUMENT;
  }
  int color_type;
  size_t bytes_per_pixel;
  switch (layout) {
    case CURTAIN_PNG_ROWS_RGBA8: color_type = PNG_COLOR_TYPE_RGBA; bytes_per_pixel = 4; break;
    case CURTAIN_PNG_ROWS_RGB8: color_type = PNG_COLOR_TYPE_RGB; bytes_per_pixel = 3; break;
    case CURTAIN_PNG_ROWS_RGBX8: color_type = PNG_COLOR_TYPE_RGB; bytes_per_pixel = 4; break;
    default:
      shim_copy_message(message, message_capacity, "unknown row layout");
      return CURTAIN_PNG_INVALID_ARGUMENT;
  }

  // Everything the error path frees is allocated here, before setjmp, and never reassigned.
  shim_error_text *error = calloc(1, sizeof *error);
  output_buffer *out = calloc(1, sizeof *out);
  uint8_t *scratch = malloc((size_t)width * bytes_per_pixel);
  png_structp png = NULL;
  png_infop info = NULL;
  if (error != NULL && out != NULL && scratch != NULL) {
    png = png_create_write_struct(PNG_LIBPNG_VER_STRING, error, shim_on_libpng_error,
                                  shim_on_libpng_warning);
    if (png != NULL) info = png_create_info_struct(png);
  }
  if (info == NULL) {
    png_destroy_write_struct(&png, NULL);
    free(scratch);
    free(out);
    free(error);
    shim_copy_message(message, message_capacity, "out of memory while starting the PNG encoder");
    return CURTAIN_PNG_OUT_OF_MEMORY;
  }

  if (setjmp(png_jmpbuf(png))) {
    // libpng reported an error from somewhere below; its text is in `error`.
    shim_copy_message(message, message_capacity, error->text);
    png_destroy_write_struct(&png, &info);
    free(out->bytes);
    free(out);
    free(scratch);
    free(error);
    return CURTAIN_PNG_LIBPNG_ERROR;
  }

  png_set_write_fn(png, out, append_bytes, flush_nothing);
  png_set_IHDR(png, info, width, height, 8, color_type, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_compression_level(png, options->compression_level);
  png_set_compression_strategy(png, strategy);
  png_set_compression_buffer_size(png, compression_buffer_size);
  png_set_filter(png, PNG_FILTER_TYPE_BASE, filter_mask);
  png_write_info(png, info);
  if (layout == CURTAIN_PNG_ROWS_RGBX8) png_set_filler(png, 0, PNG_FILLER_AFTER);

  curtain_png_status status = CURTAIN_PNG_OK;
  for (uint32_t y = 0; y < height; y++) {
    const uint8_t *row = rows(context, y, scratch);
    if (row == NULL) {
      status = CURTAIN_PNG_ROW_SOURCE_FAILED;
      break;
    }
    png_write_row(png, row);
  }
  if (status == CURTAIN_PNG_OK) png_write_end(png, info);

  png_destroy_write_struct(&png, &info);
  free(scratch);
  free(error);
  if (status != CURTAIN_PNG_OK) {
    free(out->bytes);
    free(out);
    shim_copy_message(message, message_capacity, "the row source stopped the encoder");
    return status;
  }
  *out_bytes = out->bytes;
  *out_count = out->count;
  free(out);
  return CURTAIN_PNG_OK;
}

void curtain_png_free(void *bytes) { free(bytes); }
