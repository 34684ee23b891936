#ifndef SCROLLSIM_NCURSES_SHIM_H
#define SCROLLSIM_NCURSES_SHIM_H
#define NCURSES_WIDECHAR 1
#include <ncursesw/curses.h>
#endif
