// Linux: finding a font file through fontconfig, opened with dlopen like FreeType (only a GIF
// export needs it). Fontconfig's objects are used only through the pointers its calls return.
#include "cfreetype.h"

#ifdef __linux__
#include <dlfcn.h>
#include <stdio.h>

int cft_fontconfig_match(const char *library, const char *pattern, char *out, int out_size) {
    void *handle = dlopen(library, RTLD_NOW | RTLD_LOCAL);
    if (!handle) return -1;
    void *(*init)(void) = (void *(*)(void))dlsym(handle, "FcInitLoadConfigAndFonts");
    void *(*parse)(const unsigned char *) = (void *(*)(const unsigned char *))dlsym(handle, "FcNameParse");
    int (*substitute)(void *, void *, int) = (int (*)(void *, void *, int))dlsym(handle, "FcConfigSubstitute");
    void (*defaults)(void *) = (void (*)(void *))dlsym(handle, "FcDefaultSubstitute");
    void *(*match)(void *, void *, int *) = (void *(*)(void *, void *, int *))dlsym(handle, "FcFontMatch");
    int (*get_string)(void *, const char *, int, unsigned char **) =
        (int (*)(void *, const char *, int, unsigned char **))dlsym(handle, "FcPatternGetString");
    void (*destroy)(void *) = (void (*)(void *))dlsym(handle, "FcPatternDestroy");
    if (!init || !parse || !substitute || !defaults || !match || !get_string || !destroy) return -1;
    void *config = init();
    void *request = parse((const unsigned char *)pattern);
    if (!config || !request) return -1;
    substitute(config, request, 0 /* FcMatchPattern */);
    defaults(request);
    int result = 0;
    void *found = match(config, request, &result);
    destroy(request);
    if (!found) return -1;
    unsigned char *file = NULL;
    int status = get_string(found, "file", 0, &file) == 0 /* FcResultMatch */ && file ? 0 : -1;
    if (status == 0) snprintf(out, (size_t)out_size, "%s", (const char *)file);
    destroy(found);
    return status;
}
#else
int cft_fontconfig_match(const char *library, const char *pattern, char *out, int out_size) {
    (void)library; (void)pattern; (void)out; (void)out_size;
    return -1;
}
#endif
