// Placeholder until the PNG codec lands.
int curtain_png_placeholder(void);
