// Placeholder: the Motion module (timing curves, springs, interpolation, media timing) lands with
// issue 3.
