#ifndef TANYA_CSYSTEM_H
#define TANYA_CSYSTEM_H
// What Glibc's Swift overlay does not expose: epoll, accept4, eventfd and
// the signal-mask calls, as plain functions with scalar arguments.
#include <sys/epoll.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <netinet/in.h>
#include <netinet/tcp.h>

/// accept4 with SOCK_NONBLOCK | SOCK_CLOEXEC, so accepted sockets never block a loop.
int csystem_accept_nonblocking(int fd, struct sockaddr *addr, socklen_t *len);
/// epoll_ctl wrapper that takes the event mask and a 64-bit user value.
int csystem_epoll_ctl(int epfd, int op, int fd, unsigned int events, unsigned long long data);
/// epoll_wait into parallel arrays (Swift cannot import the packed struct portably).
int csystem_epoll_wait(int epfd, unsigned int *events, unsigned long long *data, int maxevents, int timeout);
/// A non-blocking, close-on-exec eventfd used to wake an event loop from another thread.
int csystem_eventfd(void);
/// Adds 1 to an eventfd (wakes its epoll).
int csystem_eventfd_signal(int fd);
/// Reads (and so resets) an eventfd's counter.
int csystem_eventfd_drain(int fd);
/// Blocks the given signals in the calling thread (threads created later inherit the mask).
int csystem_block_signals(const int *signals, int count);
/// Waits for one of the given (blocked) signals and returns its number, or -1.
int csystem_wait_signal(const int *signals, int count);

#endif
