// The floors Curtain's figures are compared with, measured in C on this machine.
//
//   floors memset [RUNS]
//     Writing one 1179 × 2556 × 4-byte frame with memset into the same warm buffer: 3 untimed
//     writes, then RUNS timed ones (default 25).
//
//   floors png DIR [THREADS] [RUNS]
//     libpng alone encoding real frames: every DIR/frame-*.png is decoded once (untimed) to RGBA,
//     then all of them are encoded into memory by THREADS threads (default 1) taking frames in
//     turn, once untimed and RUNS times timed (default 3). The settings are Curtain's for
//     rendered frames: zlib level 1, the UP filter for every row, the default zlib strategy,
//     64 KiB compression buffers, and RGB for an opaque frame (libpng drops the fourth byte of
//     each pixel, png_set_filler) or RGBA otherwise.
//
// Each prints one JSON object on standard output.
//
//   gcc -O2 -pthread -o build/floors floors.c -lpng -lz

#include <dirent.h>
#include <png.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <zlib.h>

enum { WIDTH = 1179, HEIGHT = 2556, WARMUPS = 3 };

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int compare_doubles(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static double median(double *values, int count) {
  qsort(values, count, sizeof *values, compare_doubles);
  return count % 2 ? values[count / 2] : (values[count / 2 - 1] + values[count / 2]) / 2;
}

static void fail(const char *message, const char *detail) {
  fprintf(stderr, "floors: %s%s%s\n", message, detail ? ": " : "", detail ? detail : "");
  exit(1);
}

// ---- memset ------------------------------------------------------------------------------------

/// Called through a volatile pointer so that the compiler cannot drop or merge the writes.
static void *(*volatile fill)(void *, int, size_t) = memset;

static int memset_floor(int runs) {
  size_t bytes = (size_t)WIDTH * HEIGHT * 4;
  uint8_t *frame = aligned_alloc(64, bytes);
  double *times = malloc(sizeof *times * runs);
  if (frame == NULL || times == NULL) fail("out of memory", NULL);
  for (int i = 0; i < WARMUPS; i++) fill(frame, i, bytes);
  for (int i = 0; i < runs; i++) {
    double start = now_ms();
    fill(frame, i + 1, bytes);
    times[i] = now_ms() - start;
  }
  if (frame[bytes - 1] != (uint8_t)runs) fail("memset did not write the frame", NULL);
  double med = median(times, runs);
  printf("{\"floor\": \"memset\", \"bytes\": %zu, \"runs\": %d, \"median_ms\": %.4f, "
         "\"min_ms\": %.4f, \"gb_per_s\": %.2f}\n", bytes, runs, med, times[0], bytes / med / 1e6);
  free(frame);
  free(times);
  return 0;
}

// ---- PNG ---------------------------------------------------------------------------------------

typedef struct {
  png_bytep rgba;
  uint32_t width, height;
  int opaque;
} frame;

typedef struct {
  png_bytep bytes;
  size_t count, capacity;
} output;

static frame *frames;
static int frame_count;
static atomic_int next_frame;
static atomic_size_t encoded_bytes;

static int is_frame_name(const char *name) {
  size_t n = strlen(name);
  return strncmp(name, "frame-", 6) == 0 && n > 10 && strcmp(name + n - 4, ".png") == 0;
}

static int compare_names(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

static void decode_frames(const char *directory) {
  DIR *dir = opendir(directory);
  if (dir == NULL) fail("cannot read the frames directory", directory);
  char **names = NULL;
  int count = 0;
  for (struct dirent *entry; (entry = readdir(dir)) != NULL;) {
    if (!is_frame_name(entry->d_name)) continue;
    names = realloc(names, sizeof *names * (count + 1));
    names[count++] = strdup(entry->d_name);
  }
  closedir(dir);
  if (count == 0) fail("no frame-*.png files in", directory);
  qsort(names, count, sizeof *names, compare_names);
  frames = calloc(count, sizeof *frames);
  for (int i = 0; i < count; i++) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", directory, names[i]);
    png_image image = {.version = PNG_IMAGE_VERSION};
    if (!png_image_begin_read_from_file(&image, path)) fail(image.message, path);
    image.format = PNG_FORMAT_RGBA;
    frames[i].width = image.width;
    frames[i].height = image.height;
    frames[i].rgba = malloc(PNG_IMAGE_SIZE(image));
    if (frames[i].rgba == NULL) fail("out of memory", path);
    if (!png_image_finish_read(&image, NULL, frames[i].rgba, 0, NULL)) fail(image.message, path);
    frames[i].opaque = 1;
    size_t pixels = (size_t)image.width * image.height;
    for (size_t p = 0; p < pixels && frames[i].opaque; p++)
      if (frames[i].rgba[4 * p + 3] != 255) frames[i].opaque = 0;
    free(names[i]);
  }
  free(names);
  frame_count = count;
}

static void append(png_structp png, png_bytep data, size_t length) {
  output *out = png_get_io_ptr(png);
  if (out->count + length > out->capacity) {
    size_t capacity = out->capacity ? out->capacity : 1 << 20;
    while (capacity < out->count + length) capacity *= 2;
    out->bytes = realloc(out->bytes, capacity);
    if (out->bytes == NULL) png_error(png, "out of memory");
    out->capacity = capacity;
  }
  memcpy(out->bytes + out->count, data, length);
  out->count += length;
}

static void flush_nothing(png_structp png) { (void)png; }

/// Encodes one frame into `out` (whose buffer is reused from frame to frame).
static void encode(const frame *f, output *out) {
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
  png_infop info = png ? png_create_info_struct(png) : NULL;
  if (info == NULL) fail("libpng could not start", NULL);
  if (setjmp(png_jmpbuf(png))) fail("libpng failed to encode a frame", NULL);
  out->count = 0;
  png_set_write_fn(png, out, append, flush_nothing);
  png_set_IHDR(png, info, f->width, f->height, 8,
               f->opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGBA, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_compression_level(png, 1);
  png_set_compression_strategy(png, Z_DEFAULT_STRATEGY);
  png_set_compression_buffer_size(png, 64 * 1024);
  png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_UP);
  png_write_info(png, info);
  if (f->opaque) png_set_filler(png, 0, PNG_FILLER_AFTER);
  for (uint32_t y = 0; y < f->height; y++) png_write_row(png, f->rgba + (size_t)y * f->width * 4);
  png_write_end(png, info);
  png_destroy_write_struct(&png, &info);
  atomic_fetch_add(&encoded_bytes, out->count);
}

static void *encode_frames(void *unused) {
  (void)unused;
  output out = {0};
  for (int i; (i = atomic_fetch_add(&next_frame, 1)) < frame_count;) encode(&frames[i], &out);
  free(out.bytes);
  return NULL;
}

/// Every frame encoded once by `threads` threads; returns the wall time in ms.
static double encode_all(int threads) {
  pthread_t workers[64];
  atomic_store(&next_frame, 0);
  atomic_store(&encoded_bytes, 0);
  double start = now_ms();
  for (int t = 0; t < threads; t++) pthread_create(&workers[t], NULL, encode_frames, NULL);
  for (int t = 0; t < threads; t++) pthread_join(workers[t], NULL);
  return now_ms() - start;
}

static int png_floor(const char *directory, int threads, int runs) {
  if (threads < 1 || threads > 64) fail("THREADS must be 1 to 64", NULL);
  decode_frames(directory);
  double *times = malloc(sizeof *times * runs);
  encode_all(threads);
  for (int i = 0; i < runs; i++) times[i] = encode_all(threads);
  double med = median(times, runs);
  double raw_mb = 0;
  int opaque = 0;
  for (int i = 0; i < frame_count; i++) {
    raw_mb += frames[i].width * 4.0 * frames[i].height / 1e6;
    opaque += frames[i].opaque;
  }
  printf("{\"floor\": \"libpng\", \"threads\": %d, \"frames\": %d, \"opaque_frames\": %d, "
         "\"runs\": %d, \"median_ms\": %.2f, \"min_ms\": %.2f, \"ms_per_frame\": %.3f, "
         "\"frames_per_s\": %.1f, \"raw_mb_per_s\": %.1f, \"png_bytes\": %zu, "
         "\"settings\": \"zlib level 1, UP filter, default strategy, RGB when opaque\", "
         "\"libpng\": \"%s\", \"zlib\": \"%s\"}\n",
         threads, frame_count, opaque, runs, med, times[0], med / frame_count,
         frame_count / med * 1e3, raw_mb / med * 1e3, atomic_load(&encoded_bytes),
         png_get_libpng_ver(NULL), zlibVersion());
  free(times);
  return 0;
}

int main(int argc, char **argv) {
  if (argc >= 2 && strcmp(argv[1], "memset") == 0) {
    int runs = argc > 2 ? atoi(argv[2]) : 25;
    if (runs < 1) fail("RUNS must be at least 1", NULL);
    return memset_floor(runs);
  }
  if (argc >= 3 && strcmp(argv[1], "png") == 0) {
    int threads = argc > 3 ? atoi(argv[3]) : 1;
    int runs = argc > 4 ? atoi(argv[4]) : 3;
    if (runs < 1) fail("RUNS must be at least 1", NULL);
    return png_floor(argv[2], threads, runs);
  }
  fprintf(stderr, "usage: floors memset [RUNS] | floors png FRAMES_DIR [THREADS] [RUNS]\n");
  return 2;
}
