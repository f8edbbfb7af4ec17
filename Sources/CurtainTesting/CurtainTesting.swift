// Placeholder: golden-image Diffing for bitmaps.
