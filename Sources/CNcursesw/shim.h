#ifndef SCROLLSIM_NCURSES_SHIM_H
#define SCROLLSIM_NCURSES_SHIM_H

/* SwiftPM drops pkg-config's -D_XOPEN_SOURCE, so enable the wide-character API here. */
#define NCURSES_WIDECHAR 1
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <wchar.h>

/* A curses window as Swift sees it: `UnsafeMutablePointer<WINDOW>` where the header defines the
   window struct (Debian, NCURSES_OPAQUE 0), `OpaquePointer` where it keeps it opaque (Homebrew's
   ncurses 6, NCURSES_OPAQUE 1). Swift code names this type, never `WINDOW`. */
typedef WINDOW *ss_window;

/* C globals behind functions: Swift 6 strict concurrency never sees a shared mutable var. */
static inline ss_window ss_stdscr(void) { return stdscr; }
static inline ss_window ss_curscr(void) { return curscr; }
static inline int ss_lines(void) { return LINES; }
static inline int ss_cols(void) { return COLS; }
static inline int ss_colors(void) { return COLORS; }
static inline FILE *ss_stdout(void) { return stdout; }
static inline FILE *ss_stdin(void) { return stdin; }
static inline int ss_color_pair(int n) { return (int)COLOR_PAIR(n); }
static inline void ss_getmaxyx(WINDOW *w, int *y, int *x) { int yy, xx; getmaxyx(w, yy, xx); *y = yy; *x = xx; }

/* The C library's column count of a wide character (the one curses places it by); declared here
   because <wchar.h> shows it only under _XOPEN_SOURCE, which SwiftPM does not pass. */
extern int wcwidth(wchar_t c);
static inline int ss_wcwidth(wchar_t c) { return wcwidth(c); }

/* True when tigetstr returned a usable capability (not NULL, not (char *)-1). */
static inline int ss_has_capability(const char *name) {
    char *value = tigetstr(name);
    return value != NULL && value != (char *)-1;
}

/* Macros Swift cannot import, re-exported as constants. */
static const mmask_t SS_BUTTON4_PRESSED = BUTTON4_PRESSED;
/* Wheel-down is button 5, which only mouse version 2 has (ncurses 6 as Debian and Homebrew build
   it; the macOS SDK's curses is version 1, where a wheel-down cannot be told from motion). */
#ifdef BUTTON5_PRESSED
static const mmask_t SS_BUTTON5_PRESSED = BUTTON5_PRESSED;
#else
static const mmask_t SS_BUTTON5_PRESSED = 0;
#endif
static const mmask_t SS_BUTTON1_PRESSED = BUTTON1_PRESSED;
static const mmask_t SS_BUTTON1_CLICKED = BUTTON1_CLICKED;
static const mmask_t SS_ALL_MOUSE_EVENTS = ALL_MOUSE_EVENTS;
static const mmask_t SS_REPORT_MOUSE_POSITION = REPORT_MOUSE_POSITION;
static const attr_t SS_A_NORMAL = A_NORMAL;
static const attr_t SS_A_BOLD = A_BOLD;
static const attr_t SS_A_REVERSE = A_REVERSE;
static const attr_t SS_A_DIM = A_DIM;
static const attr_t SS_A_UNDERLINE = A_UNDERLINE;
static const int SS_CODESET = CODESET;

#endif
