// Internal to the shim: libpng error capture shared by the encoder and the decoder.

#ifndef CURTAIN_CLIBPNG_SHIM_PRIVATE_H
#define CURTAIN_CLIBPNG_SHIM_PRIVATE_H

#include <png.h>
#include <stddef.h>

/// Where libpng's messages land: the error text before the longjmp back to the shim function's
/// setjmp, and the warnings issued before it, which often say what the error means (libpng's
/// "Invalid IHDR data" follows the warning "Image width is zero in IHDR").
typedef struct shim_error_text {
  char text[512];
  char warnings[256];
} shim_error_text;

/// libpng error callback (error_ptr is a `shim_error_text *`): keeps the message, followed by the
/// warnings so far in parentheses, then jumps back to the setjmp of the shim function that is
/// running. It never returns.
PNG_NORETURN void shim_on_libpng_error(png_structp png, png_const_charp message);

/// libpng warning callback: a warning (a bad CRC in an ancillary chunk, an odd colour profile)
/// does not stop decoding and is not printed; it is kept to explain an error that may follow.
void shim_on_libpng_warning(png_structp png, png_const_charp message);

/// Copies `text` into the caller's message buffer (if any), truncating and NUL-terminating.
void shim_copy_message(char *destination, size_t capacity, const char *text);

#endif
