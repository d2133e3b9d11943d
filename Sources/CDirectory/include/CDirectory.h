#ifndef TANYA_CDIRECTORY_H
#define TANYA_CDIRECTORY_H
// Directory entry names for the knowledge loader, copied into a buffer the
// caller sized: Swift then never holds a pointer into a `struct dirent`.
#include <dirent.h>

/// Copies the name of the next entry of `dir` into `name` (at most `capacity`
/// bytes, no terminator) and returns its length; -1 at the end of the
/// directory or on an error, -2 when the name does not fit.
int cdirectory_next_entry_name(DIR *dir, unsigned char *name, int capacity);

#endif
