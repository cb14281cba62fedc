#include <png.h>
// zlib (libpng's own dependency, always installed with it): deflate at level 9 for the small PNGs of snapshot baselines.
#include <zlib.h>
