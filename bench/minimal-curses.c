/*
 * minimal-curses: the reference program of `scrollsim-bench --section latency`.
 *
 * A plain ncursesw program doing the least a sticky-header viewer must do: row 0 is a pinned
 * header, the last row a status line, the rows between show a list that scrolls one row per key
 * (j, Down, or a wheel-down report) and back (k, Up, wheel-up). q quits. It blocks on input, and
 * lets ncurses find the scroll (idlok), as an ordinary curses program would.
 *
 * Built by the benchmark at run time: cc -O2 -o DIR/minimal-curses minimal-curses.c -lncursesw
 */
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <ncursesw/curses.h>

static long top = 0;

static void draw(void) {
    attron(A_REVERSE);
    mvprintw(0, 0, " Section %ld (pinned header)", top / 20);
    clrtoeol();
    attroff(A_REVERSE);
    for (int row = 1; row < LINES - 1; row++) {
        mvprintw(row, 0, "  item %ld", top + row - 1);
        clrtoeol();
    }
    attron(A_REVERSE);
    mvprintw(LINES - 1, 0, " offset %ld  j/k scroll  q quit", top);
    clrtoeol();
    attroff(A_REVERSE);
    refresh();
}

int main(void) {
    setlocale(LC_ALL, "");
    initscr();
    cbreak();
    noecho();
    keypad(stdscr, TRUE);
    idlok(stdscr, TRUE);
    curs_set(0);
    mousemask(BUTTON4_PRESSED | BUTTON5_PRESSED, NULL);
    mouseinterval(0);
    draw();
    for (;;) {
        int key = getch();
        MEVENT event;
        if (key == 'q' || key == ERR) break;
        if (key == 'j' || key == KEY_DOWN) top++;
        else if ((key == 'k' || key == KEY_UP) && top > 0) top--;
        else if (key == KEY_MOUSE && getmouse(&event) == OK) {
            if (event.bstate & BUTTON5_PRESSED) top++;
            else if ((event.bstate & BUTTON4_PRESSED) && top > 0) top--;
        } else continue;
        draw();
    }
    endwin();
    return 0;
}
