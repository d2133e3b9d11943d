#define _GNU_SOURCE
#include "CSystem.h"
#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <sys/eventfd.h>
#include <unistd.h>

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

int csystem_eventfd(void) {
    return eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
}

int csystem_eventfd_signal(int fd) {
    uint64_t one = 1;
    ssize_t written;
    do { written = write(fd, &one, sizeof one); } while (written < 0 && errno == EINTR);
    return written == sizeof one ? 0 : -1;
}

int csystem_eventfd_drain(int fd) {
    uint64_t value;
    ssize_t got;
    do { got = read(fd, &value, sizeof value); } while (got < 0 && errno == EINTR);
    return got == sizeof value ? 0 : -1;
}

static void fill_set(sigset_t *set, const int *signals, int count) {
    sigemptyset(set);
    for (int i = 0; i < count; i++) sigaddset(set, signals[i]);
}

int csystem_block_signals(const int *signals, int count) {
    sigset_t set;
    fill_set(&set, signals, count);
    return pthread_sigmask(SIG_BLOCK, &set, NULL);
}

int csystem_wait_signal(const int *signals, int count) {
    sigset_t set;
    fill_set(&set, signals, count);
    int number = 0;
    int result;
    do { result = sigwait(&set, &number); } while (result == EINTR);
    return result == 0 ? number : -1;
}
