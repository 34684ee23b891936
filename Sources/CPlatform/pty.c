#include "cplatform.h"

#include <sys/ioctl.h>
#ifdef __APPLE__
#include <util.h>
#else
#include <pty.h>
#endif

int ss_open_pty(int *master, int *slave, int rows, int columns) {
    struct winsize size = {0};
    size.ws_row = (unsigned short)rows;
    size.ws_col = (unsigned short)columns;
    if (openpty(master, slave, 0, 0, &size) != 0) return -1;
    /* Set again on the master, as a terminal emulator does, before the child starts. */
    ioctl(*master, TIOCSWINSZ, &size);
    return 0;
}
