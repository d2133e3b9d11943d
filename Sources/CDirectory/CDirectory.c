#include "CDirectory.h"
#include <string.h>

int cdirectory_next_entry_name(DIR *dir, unsigned char *name, int capacity) {
    struct dirent *entry = readdir(dir);
    if (entry == NULL) return -1;
    size_t length = strlen(entry->d_name);
    if (length > (size_t)capacity) return -2;
    memcpy(name, entry->d_name, length);
    return (int)length;
}
