// The umbrella header compiles and links as C++ (extern "C" is right).
#include <l5r.h>

#include <cstdio>
#include <cstring>

int main()
{
    if (L5R_VERSION_CHECK() != L5R_OK) {
        std::printf("version check failed: %s\n", l5r_error_message());
        return 1;
    }
    if (std::strcmp(l5r_strerror(L5R_ENOMEM), "out of memory") != 0)
        return 1;
    l5r_allocator a = L5R_ALLOCATOR_INIT;
    return a.version == l5r_allocator_version() ? 0 : 1;
}
