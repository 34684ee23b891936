#ifndef CFREETYPE_H
#define CFREETYPE_H

#include <stdint.h>

/// A glyph rendered as 8-bit coverage: `rows` lines of `width` bytes, `pitch` bytes apart;
/// `left` and `top` place it from the pen position on the baseline (top is up); `advance` in pixels.
typedef struct {
    int width;
    int rows;
    int pitch;
    int left;
    int top;
    int advance;
    const unsigned char *buffer;
} cft_glyph;

/// Loads FreeType from the first of `paths` that opens (dlopen). 0 on success; otherwise -1 and
/// `error` holds dlerror's text for the last path tried.
int cft_load_library(const char *const *paths, int count, char *error, int error_size);

/// Opens face 0 of the font file at `path` (the library loaded first). NULL when it cannot.
void *cft_open_face(const char *path);

/// Sets the face's size in pixels per em. 0 on success.
int cft_set_pixel_size(void *face, int pixels);

/// Renders `codepoint` at the face's size into `out` (valid until the next call on the face).
/// 0 on success; 1 when the face has no glyph for it (out holds the face's missing-glyph box).
int cft_render(void *face, uint32_t codepoint, cft_glyph *out);

/// The face's ascender and descender (negative below the baseline) at its size, in pixels.
void cft_vertical_metrics(void *face, int *ascender, int *descender);

/// Closes a face.
void cft_close_face(void *face);

/// Linux: the file fontconfig matches for `pattern` (e.g. "monospace"), through libfontconfig
/// opened with dlopen. 0 on success with the path in `out`; -1 when fontconfig is missing or
/// matches nothing. Elsewhere always -1.
int cft_fontconfig_match(const char *library, const char *pattern, char *out, int out_size);

#endif
