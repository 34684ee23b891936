// FreeType 2, opened at run time so that the program builds and runs without it; only a GIF
// export needs it. The declarations below are the parts of FreeType's public ABI this file
// uses (FT_FaceRec, FT_GlyphSlotRec, FT_Bitmap and FT_SizeRec as documented in freetype.h of
// FreeType 2, whose ABI has been stable since 2.0); fields after the last one read are left out,
// which is safe because the structures are only read through pointers FreeType hands out.
#include "cfreetype.h"

#include <dlfcn.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

typedef long ft_pos;  // FT_Pos, FT_Long, FT_Fixed: a C long

typedef struct {
    void *data;
    void (*finalizer)(void *);
} ft_generic;

typedef struct {
    unsigned int rows;
    unsigned int width;
    int pitch;
    unsigned char *buffer;
    unsigned short num_grays;
    unsigned char pixel_mode;
    unsigned char palette_mode;
    void *palette;
} ft_bitmap;

typedef struct {
    unsigned short x_ppem, y_ppem;
    long x_scale, y_scale;
    ft_pos ascender, descender, height, max_advance;
} ft_size_metrics;

typedef struct {
    void *face;
    ft_generic generic;
    ft_size_metrics metrics;
} ft_size_rec;

typedef struct {
    void *library;
    void *face;
    void *next;
    unsigned int glyph_index;
    ft_generic generic;
    ft_pos metrics[8];
    long linear_hori_advance, linear_vert_advance;
    ft_pos advance_x, advance_y;
    unsigned int format;
    ft_bitmap bitmap;
    int bitmap_left;
    int bitmap_top;
} ft_glyph_slot_rec;

typedef struct {
    long num_faces, face_index, face_flags, style_flags, num_glyphs;
    char *family_name, *style_name;
    int num_fixed_sizes;
    void *available_sizes;
    int num_charmaps;
    void *charmaps;
    ft_generic generic;
    ft_pos bbox[4];
    unsigned short units_per_em;
    short ascender, descender, height, max_advance_width, max_advance_height;
    short underline_position, underline_thickness;
    ft_glyph_slot_rec *glyph;
    ft_size_rec *size;
} ft_face_rec;

enum { ft_load_render = 1 << 2, ft_load_target_light = (1 & 15) << 16 };

static int (*ft_init)(void **library);
static int (*ft_new_face)(void *library, const char *path, long index, ft_face_rec **face);
static int (*ft_set_pixel_sizes)(ft_face_rec *face, unsigned int width, unsigned int height);
static unsigned int (*ft_get_char_index)(ft_face_rec *face, unsigned long code);
static int (*ft_load_glyph)(ft_face_rec *face, unsigned int index, int flags);
static int (*ft_done_face)(ft_face_rec *face);
static void *ft_library;

int cft_load_library(const char *const *paths, int count, char *error, int error_size) {
    if (ft_library) return 0;
    const char *last = "no path to try";
    for (int i = 0; i < count; i++) {
        void *handle = dlopen(paths[i], RTLD_NOW | RTLD_LOCAL);
        if (!handle) { last = dlerror(); continue; }
        *(void **)&ft_init = dlsym(handle, "FT_Init_FreeType");
        *(void **)&ft_new_face = dlsym(handle, "FT_New_Face");
        *(void **)&ft_set_pixel_sizes = dlsym(handle, "FT_Set_Pixel_Sizes");
        *(void **)&ft_get_char_index = dlsym(handle, "FT_Get_Char_Index");
        *(void **)&ft_load_glyph = dlsym(handle, "FT_Load_Glyph");
        *(void **)&ft_done_face = dlsym(handle, "FT_Done_Face");
        if (!ft_init || !ft_new_face || !ft_set_pixel_sizes || !ft_get_char_index || !ft_load_glyph || !ft_done_face) {
            last = "a FreeType function is missing from the library";
            dlclose(handle);
            continue;
        }
        void *library = NULL;
        if (ft_init(&library) != 0) { last = "FT_Init_FreeType failed"; continue; }
        ft_library = library;
        return 0;
    }
    snprintf(error, (size_t)error_size, "%s", last ? last : "unknown");
    return -1;
}

void *cft_open_face(const char *path) {
    if (!ft_library) return NULL;
    ft_face_rec *face = NULL;
    if (ft_new_face(ft_library, path, 0, &face) != 0) return NULL;
    return face;
}

int cft_set_pixel_size(void *face, int pixels) {
    return ft_set_pixel_sizes((ft_face_rec *)face, 0, (unsigned int)pixels);
}

int cft_render(void *handle, uint32_t codepoint, cft_glyph *out) {
    ft_face_rec *face = handle;
    unsigned int index = ft_get_char_index(face, codepoint);
    if (ft_load_glyph(face, index, ft_load_render | ft_load_target_light) != 0) return -1;
    ft_glyph_slot_rec *slot = face->glyph;
    out->width = (int)slot->bitmap.width;
    out->rows = (int)slot->bitmap.rows;
    out->pitch = slot->bitmap.pitch;
    out->left = slot->bitmap_left;
    out->top = slot->bitmap_top;
    out->advance = (int)((slot->advance_x + 32) >> 6);
    out->buffer = slot->bitmap.buffer;
    return index == 0 ? 1 : 0;
}

void cft_vertical_metrics(void *handle, int *ascender, int *descender) {
    ft_face_rec *face = handle;
    *ascender = (int)((face->size->metrics.ascender + 63) >> 6);
    *descender = (int)(face->size->metrics.descender >> 6);
}

void cft_close_face(void *face) {
    if (face) ft_done_face((ft_face_rec *)face);
}
