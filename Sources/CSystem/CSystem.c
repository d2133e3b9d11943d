#define _GNU_SOURCE
#include "CSystem.h"

int csystem_accept_nonblocking(int fd, struct sockaddr *addr, socklen_t *len) {
    return accept4(fd, addr, len, SOCK_NONBLOCK | SOCK_CLOEXEC);
}

int csystem_epoll_ctl(int epfd, int op, int fd, unsigned int events, unsigned long long data) {
    struct epoll_event event;
    event.events = events;
    event.data.u64 = data;
    return epoll_ctl(epfd, op, fd, &event);
}

int csystem_epoll_wait(int epfd, unsigned int *events, unsigned long long *data, int maxevents, int timeout) {
    struct epoll_event buffer[256];
    if (maxevents > 256) maxevents = 256;
    int count = epoll_wait(epfd, buffer, maxevents, timeout);
    for (int i = 0; i < count; i++) {
        events[i] = buffer[i].events;
        data[i] = buffer[i].data.u64;
    }
    return count;
}
