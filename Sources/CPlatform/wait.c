#include "cplatform.h"

#include <errno.h>
#include <sys/select.h>
#include <sys/time.h>

int ss_wait_readable(int first, int second, int timeout_ms) {
    if (first < 0 || first >= FD_SETSIZE || second >= FD_SETSIZE) {
        errno = EBADF;
        return -1;
    }
    fd_set readable;
    FD_ZERO(&readable);
    FD_SET(first, &readable);
    if (second >= 0) FD_SET(second, &readable);
    int highest = second > first ? second : first;
    struct timeval limit = {timeout_ms / 1000, (timeout_ms % 1000) * 1000};
    int n = select(highest + 1, &readable, 0, 0, timeout_ms < 0 ? 0 : &limit);
    if (n <= 0) return n;
    int result = 0;
    if (FD_ISSET(first, &readable)) result |= 1;
    if (second >= 0 && FD_ISSET(second, &readable)) result |= 2;
    return result;
}
