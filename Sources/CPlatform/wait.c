#include "cplatform.h"

#include <errno.h>
#include <sys/select.h>
#include <sys/time.h>

int ss_wait_readable(const int *descriptors, int count, int timeout_ms) {
    fd_set readable;
    FD_ZERO(&readable);
    int highest = -1;
    for (int i = 0; i < count; i++) {
        int fd = descriptors[i];
        if (fd < 0) continue;
        if (fd >= FD_SETSIZE || i >= 30) {
            errno = EBADF;
            return -1;
        }
        FD_SET(fd, &readable);
        if (fd > highest) highest = fd;
    }
    if (highest < 0) {
        errno = EBADF;
        return -1;
    }
    struct timeval limit = {timeout_ms / 1000, (timeout_ms % 1000) * 1000};
    int n = select(highest + 1, &readable, 0, 0, timeout_ms < 0 ? 0 : &limit);
    if (n <= 0) return n;
    int result = 0;
    for (int i = 0; i < count; i++) {
        if (descriptors[i] >= 0 && FD_ISSET(descriptors[i], &readable)) result |= 1 << i;
    }
    return result;
}
