#ifndef TANYA_CSYSTEM_H
#define TANYA_CSYSTEM_H
// What Glibc's Swift overlay does not expose: epoll and accept4.
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

#endif
