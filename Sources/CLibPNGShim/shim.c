#include "CLibPNGShim.h"
int curtain_png_placeholder(void) { return 0; }
