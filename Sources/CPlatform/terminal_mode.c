#include "cplatform.h"

#include <termios.h>
#include <unistd.h>

int ss_turn_off_extended_input(int fd) {
    struct termios mode;
    if (tcgetattr(fd, &mode) != 0) return -1;
    if ((mode.c_lflag & IEXTEN) == 0) return 0;
    mode.c_lflag &= ~(tcflag_t)IEXTEN;
    return tcsetattr(fd, TCSADRAIN, &mode);
}
