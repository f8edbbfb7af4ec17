// A small C face for libpng that Swift can call safely.
//
// libpng reports errors by longjmp-ing out of the failing call. A longjmp across Swift frames is
// undefined behaviour, so every libpng call happens inside the functions below, each with its own
// setjmp: an error comes back to Swift as a status code plus libpng's message text, never as a
// jump.
// Callbacks into Swift (row sources) run between libpng calls and return normally.
//
// This header deliberately does not include <png.h>: Swift sees only the types declared here.

#ifndef CURTAIN_CLIBPNG_SHIM_H
#define CURTAIN_CLIBPNG_SHIM_H

#include <stddef.h>
#include <stdint.h>

// Nullability annotations are for Swift's importer (clang); other C compilers ignore them.
#if !defined(__clang__)
#define _Nullable
#define _Nonnull
#endif

#ifdef __cplusplus
extern "C" {
#endif

/// What a shim call did. Anything but `CURTAIN_PNG_OK` comes with a message.
typedef enum curtain_png_status {
  /// Success.
  CURTAIN_PNG_OK = 0,
  /// A caller mistake caught before libpng ran (size 0, unknown option, null pointer).
  CURTAIN_PNG_INVALID_ARGUMENT = 1,
  /// The input is not a PNG, or libpng reported an error; the message is libpng's own text.
  CURTAIN_PNG_LIBPNG_ERROR = 2,
  /// A buffer could not be allocated.
  CURTAIN_PNG_OUT_OF_MEMORY = 3,
  /// The row source returned NULL, asking the encoder to stop.
  CURTAIN_PNG_ROW_SOURCE_FAILED = 4,
} curtain_png_status;

/// The PNG row filter the encoder applies before zlib.
typedef enum curtain_png_filter {
  CURTAIN_PNG_FILTER_NONE = 0,
  CURTAIN_PNG_FILTER_SUB = 1,
  CURTAIN_PNG_FILTER_UP = 2,
  CURTAIN_PNG_FILTER_AVERAGE = 3,
  CURTAIN_PNG_FILTER_PAETH = 4,
  /// libpng tries all five filters on every row and keeps the smallest (slow).
  CURTAIN_PNG_FILTER_ADAPTIVE = 5,
} curtain_png_filter;

/// zlib's compression strategy for the image data.
typedef enum curtain_png_strategy {
  CURTAIN_PNG_STRATEGY_DEFAULT = 0,       // Z_DEFAULT_STRATEGY
  CURTAIN_PNG_STRATEGY_FILTERED = 1,      // Z_FILTERED
  CURTAIN_PNG_STRATEGY_HUFFMAN_ONLY = 2,  // Z_HUFFMAN_ONLY
  CURTAIN_PNG_STRATEGY_RLE = 3,           // Z_RLE
  CURTAIN_PNG_STRATEGY_FIXED = 4,         // Z_FIXED
} curtain_png_strategy;

/// The bytes the row source hands the encoder, and the PNG colour type written.
typedef enum curtain_png_row_layout {
  /// 4 bytes a pixel, R G B A (straight alpha); written as colour type RGBA.
  CURTAIN_PNG_ROWS_RGBA8 = 0,
  /// 3 bytes a pixel, R G B; written as colour type RGB.
  CURTAIN_PNG_ROWS_RGB8 = 1,
  /// 4 bytes a pixel, R G B and an ignored 4th byte that libpng strips; written as colour type RGB.
  CURTAIN_PNG_ROWS_RGBX8 = 2,
} curtain_png_row_layout;

/// Encoder settings.
typedef struct curtain_png_encode_options {
  /// zlib level, 0 (store) … 9 (smallest).
  int32_t compression_level;
  curtain_png_filter filter;
  curtain_png_strategy strategy;
} curtain_png_encode_options;

/// Supplies row `y` (0-based, top to bottom) to the encoder.
///
/// Either fill `scratch` (room for one row in the chosen layout) and return it, or return a pointer
/// to the caller's own bytes for that row, which must stay valid until the next call. Returning
/// NULL stops the encoder with `CURTAIN_PNG_ROW_SOURCE_FAILED`. The function must not call back
/// into this shim.
typedef const uint8_t *_Nullable (*curtain_png_row_source)(
  void *_Nullable context, uint32_t y, uint8_t *_Nonnull scratch);

/// Encodes a `width` × `height` image into a new malloc'd PNG byte buffer.
///
/// On success `*out_bytes` (free it with `curtain_png_free`) and `*out_count` hold the file.
/// On failure nothing is allocated and `message` (if not NULL) holds a NUL-terminated reason.
curtain_png_status curtain_png_encode(
  uint32_t width, uint32_t height, curtain_png_row_layout layout,
  const curtain_png_encode_options *_Nonnull options,
  curtain_png_row_source _Nonnull rows, void *_Nullable context,
  uint8_t *_Nullable *_Nonnull out_bytes, size_t *_Nonnull out_count,
  char *_Nullable message, size_t message_capacity);

/// Frees a buffer returned by `curtain_png_encode`.
void curtain_png_free(void *_Nullable bytes);

/// A PNG being decoded from memory (opaque).
typedef struct curtain_png_decoder curtain_png_decoder;

/// Reads the signature and header of the PNG in `bytes` and prepares to decode it as 8-bit
/// straight RGBA, whatever its colour type, bit depth, transparency or interlacing.
///
/// Images wider or taller than `max_dimension` are rejected by libpng while it reads the header,
/// before any pixel memory is allocated. `bytes` must stay valid until the decoder is closed.
/// On success `*out_decoder`, `*out_width` and `*out_height` are set; close the decoder with
/// `curtain_png_decoder_close`. On failure there is nothing to close.
curtain_png_status curtain_png_decoder_open(
  const uint8_t *_Nullable bytes, size_t count, uint32_t max_dimension,
  curtain_png_decoder *_Nullable *_Nonnull out_decoder,
  uint32_t *_Nonnull out_width, uint32_t *_Nonnull out_height,
  char *_Nullable message, size_t message_capacity);

/// Decodes every pixel as straight R G B A bytes into `pixels`, whose rows are `row_stride` bytes
/// apart (at least width × 4). Call it at most once per decoder.
curtain_png_status curtain_png_decoder_read_rgba8(
  curtain_png_decoder *_Nonnull decoder, uint8_t *_Nonnull pixels, size_t row_stride,
  char *_Nullable message, size_t message_capacity);

/// Releases a decoder (NULL is ignored).
void curtain_png_decoder_close(curtain_png_decoder *_Nullable decoder);

#ifdef __cplusplus
}
#endif

#endif
