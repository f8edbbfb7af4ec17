// PNG decoding from memory into 8-bit straight RGBA.

#include "CLibPNGShim.h"
#include "shim_private.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const png_byte png_signature_size = 8;

struct curtain_png_decoder {
  png_structp png;
  png_infop info;
  const uint8_t *bytes;
  size_t count;
  size_t offset;
  uint32_t width;
  uint32_t height;
  int has_read;
  shim_error_text error;
};

static void read_bytes(png_structp png, png_bytep data, size_t length) {
  struct curtain_png_decoder *decoder = png_get_io_ptr(png);
  if (length > decoder->count - decoder->offset) {
    png_error(png, "unexpected end of data: the PNG is truncated");
  }
  memcpy(data, decoder->bytes + decoder->offset, length);
  decoder->offset += length;
}

/// Ancillary chunks that cannot change the pixels we return (we apply no gamma or colour
/// management): skipping them saves decompressing profiles and text, and silences warnings about
/// odd ones. tRNS is not here: it becomes alpha.
static const png_byte ignored_chunks[] =
  "bKGD\0cHRM\0eXIf\0gAMA\0hIST\0iCCP\0iTXt\0oFFs\0pCAL\0"
  "pHYs\0sBIT\0sCAL\0sPLT\0sRGB\0tEXt\0tIME\0zTXt";

/// Refuses a file too short for the image its header declares, before the bitmap (up to 1 GiB)
/// is allocated: deflate compresses at most 1032 to 1, so the image data (what follows the
/// header, from the first IDAT on) cannot be shorter than the rows' bytes, each with its filter
/// byte, over 1032. Such a file is truncated and would fail anyway, but only after its pixels
/// were allocated and cleared: a 100-byte file could take a gigabyte.
static void check_image_data_size(struct curtain_png_decoder *decoder) {
  png_uint_32 height = png_get_image_height(decoder->png, decoder->info);
  size_t row_bytes = png_get_rowbytes(decoder->png, decoder->info);
  size_t least = (size_t)height * (row_bytes + 1) / 1032;
  size_t left = decoder->count - decoder->offset;
  if (left < least) {
    char message[200];
    snprintf(message, sizeof message,
             "the PNG is truncated: its %u×%u pixels need at least %zu bytes of image data, "
             "and only %zu follow its header",
             (unsigned)png_get_image_width(decoder->png, decoder->info), (unsigned)height, least,
             left);
    png_error(decoder->png, message);
  }
}

/// Asks libpng for 8-bit RGBA whatever the file holds.
static void request_rgba8(png_structp png, png_infop info) {
  int color_type = png_get_color_type(png, info);
  int bit_depth = png_get_bit_depth(png, info);
  int has_trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;

  if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
  if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
  if (has_trns) png_set_tRNS_to_alpha(png);
  // 16 → 8 bits rounded to nearest (v · 255 / 65535), not truncated as png_set_strip_16 would.
  if (bit_depth == 16) png_set_scale_16(png);
  if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) {
    png_set_gray_to_rgb(png);
  }
  if ((color_type & PNG_COLOR_MASK_ALPHA) == 0 && !has_trns) {
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
  }
  png_set_interlace_handling(png);
  png_read_update_info(png, info);
}

curtain_png_status curtain_png_decoder_open(
  const uint8_t *bytes, size_t count, uint32_t max_dimension,
  curtain_png_decoder **out_decoder, uint32_t *out_width, uint32_t *out_height,
  char *message, size_t message_capacity
) {
  *out_decoder = NULL;
  *out_width = 0;
  *out_height = 0;

  if (bytes == NULL || count == 0) {
    shim_copy_message(message, message_capacity, "the input is empty (0 bytes), not a PNG");
    return CURTAIN_PNG_LIBPNG_ERROR;
  }
  size_t signature_count = count < png_signature_size ? count : png_signature_size;
  if (png_sig_cmp(bytes, 0, signature_count) != 0) {
    shim_copy_message(message, message_capacity,
                      "not a PNG: the data does not start with the PNG signature");
    return CURTAIN_PNG_LIBPNG_ERROR;
  }
  if (count <= png_signature_size) {
    shim_copy_message(message, message_capacity,
                      "the PNG is truncated: nothing follows the signature");
    return CURTAIN_PNG_LIBPNG_ERROR;
  }

  struct curtain_png_decoder *decoder = calloc(1, sizeof *decoder);
  if (decoder == NULL) {
    shim_copy_message(message, message_capacity, "out of memory while starting the PNG decoder");
    return CURTAIN_PNG_OUT_OF_MEMORY;
  }
  decoder->bytes = bytes;
  decoder->count = count;
  decoder->offset = png_signature_size;
  decoder->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &decoder->error,
                                        shim_on_libpng_error, shim_on_libpng_warning);
  if (decoder->png != NULL) decoder->info = png_create_info_struct(decoder->png);
  if (decoder->info == NULL) {
    curtain_png_decoder_close(decoder);
    shim_copy_message(message, message_capacity, "out of memory while starting the PNG decoder");
    return CURTAIN_PNG_OUT_OF_MEMORY;
  }

  if (setjmp(png_jmpbuf(decoder->png))) {
    shim_copy_message(message, message_capacity, decoder->error.text);
    curtain_png_decoder_close(decoder);
    return CURTAIN_PNG_LIBPNG_ERROR;
  }

  png_set_read_fn(decoder->png, decoder, read_bytes);
  png_set_sig_bytes(decoder->png, png_signature_size);
  // Checked against IHDR inside png_read_info, before any row memory exists.
  png_set_user_limits(decoder->png, max_dimension, max_dimension);
  png_set_keep_unknown_chunks(decoder->png, PNG_HANDLE_CHUNK_NEVER, ignored_chunks,
                              (int)(sizeof ignored_chunks / 5));
  png_read_info(decoder->png, decoder->info);
  check_image_data_size(decoder);
  request_rgba8(decoder->png, decoder->info);

  png_uint_32 width = png_get_image_width(decoder->png, decoder->info);
  png_uint_32 height = png_get_image_height(decoder->png, decoder->info);
  if (png_get_bit_depth(decoder->png, decoder->info) != 8 ||
      png_get_channels(decoder->png, decoder->info) != 4 ||
      png_get_rowbytes(decoder->png, decoder->info) != (size_t)width * 4) {
    png_error(decoder->png, "libpng could not convert this PNG to 8-bit RGBA");
  }
  decoder->width = width;
  decoder->height = height;
  *out_decoder = decoder;
  *out_width = width;
  *out_height = height;
  return CURTAIN_PNG_OK;
}

curtain_png_status curtain_png_decoder_read_rgba8(
  curtain_png_decoder *decoder, uint8_t *pixels, size_t row_stride,
  char *message, size_t message_capacity
) {
  if (decoder->has_read || row_stride < (size_t)decoder->width * 4) {
    shim_copy_message(message, message_capacity,
                      decoder->has_read ? "the PNG was already decoded" : "row stride too small");
    return CURTAIN_PNG_INVALID_ARGUMENT;
  }
  decoder->has_read = 1;
  png_bytep *rows = malloc((size_t)decoder->height * sizeof *rows);
  if (rows == NULL) {
    shim_copy_message(message, message_capacity, "out of memory for the PNG row table");
    return CURTAIN_PNG_OUT_OF_MEMORY;
  }
  for (uint32_t y = 0; y < decoder->height; y++) rows[y] = pixels + (size_t)y * row_stride;

  if (setjmp(png_jmpbuf(decoder->png))) {
    shim_copy_message(message, message_capacity, decoder->error.text);
    free(rows);
    return CURTAIN_PNG_LIBPNG_ERROR;
  }
  // All passes of an interlaced image, or each row once. Chunks after the image data (IEND,
  // trailing text) are not read: the pixels are complete without them.
  png_read_image(decoder->png, rows);
  free(rows);
  return CURTAIN_PNG_OK;
}

void curtain_png_decoder_close(curtain_png_decoder *decoder) {
  if (decoder == NULL) return;
  if (decoder->png != NULL) {
    png_destroy_read_struct(&decoder->png, decoder->info != NULL ? &decoder->info : NULL, NULL);
  }
  free(decoder);
}
