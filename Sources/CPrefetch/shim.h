// Hints to the processor to start loading the cache line at an address, to read it or to write it (a reference
// count): never faults, whatever the address.
static inline void zoetrope_prefetch(const void *address) { __builtin_prefetch(address, 0, 3); }
static inline void zoetrope_prefetch_write(const void *address) { __builtin_prefetch(address, 1, 3); }
