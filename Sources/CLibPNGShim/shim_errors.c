#include "shim_private.h"

#include <stdio.h>
#include <string.h>

void shim_on_libpng_error(png_structp png, png_const_charp message) {
  shim_error_text *error = png_get_error_ptr(png);
  if (error != NULL) {
    const char *text = message != NULL ? message : "unknown libpng error";
    if (error->warnings[0] != '\0') {
      snprintf(error->text, sizeof error->text, "%s (%s)", text, error->warnings);
    } else {
      snprintf(error->text, sizeof error->text, "%s", text);
    }
  }
  png_longjmp(png, 1);
}

void shim_on_libpng_warning(png_structp png, png_const_charp message) {
  shim_error_text *error = png_get_error_ptr(png);
  if (error == NULL || message == NULL) return;
  size_t used = strlen(error->warnings);
  if (used + 1 >= sizeof error->warnings) return;
  snprintf(error->warnings + used, sizeof error->warnings - used, "%s%s", used > 0 ? "; " : "",
           message);
}

void shim_copy_message(char *destination, size_t capacity, const char *text) {
  if (destination == NULL || capacity == 0) return;
  snprintf(destination, capacity, "%s", text);
}
