// vImage's flags and error codes, with Apple's values. As in Accelerate's Swift interface they
// are plain `Int`s: code writes `vImage_Flags(kvImageEdgeExtend)` and compares results with
// `kvImageNoError`.

/// No options.
public var kvImageNoFlags: Int { 0 }
/// Leave the destination's alpha channel as the source's.
public var kvImageLeaveAlphaUnchanged: Int { 1 }
/// Edge mode: copy the source pixel where the kernel reaches past the image's edge.
public var kvImageCopyInPlace: Int { 2 }
/// Edge mode: the background colour stands in for pixels past the image's edge.
public var kvImageBackgroundColorFill: Int { 4 }
/// Edge mode: the nearest edge pixel stands in for pixels past the image's edge.
public var kvImageEdgeExtend: Int { 8 }
/// Do not split the work into tiles (Curtain never does).
public var kvImageDoNotTile: Int { 16 }
/// Use a higher-quality, slower resampling filter.
public var kvImageHighQualityResampling: Int { 32 }
/// Edge mode: use only the part of the kernel over the image, renormalised.
public var kvImageTruncateKernel: Int { 64 }
/// Do no work: return the number of bytes of temporary buffer the call needs.
public var kvImageGetTempBufferSize: Int { 128 }
/// Print a line on standard error when a call fails.
public var kvImagePrintDiagnosticsToConsole: Int { 256 }
/// Use the destination's memory as given; do not allocate it.
public var kvImageNoAllocate: Int { 512 }

/// Success.
public var kvImageNoError: Int { 0 }
/// The region of interest reaches past the source buffer.
public var kvImageRoiLargerThanInputBuffer: Int { -21766 }
/// A kernel's width or height is even or zero.
public var kvImageInvalidKernelSize: Int { -21767 }
/// Not exactly one edge mode was set.
public var kvImageInvalidEdgeStyle: Int { -21768 }
/// The region of interest's x offset is out of range.
public var kvImageInvalidOffset_X: Int { -21769 }
/// The region of interest's y offset is out of range.
public var kvImageInvalidOffset_Y: Int { -21770 }
/// Temporary memory could not be allocated.
public var kvImageMemoryAllocationError: Int { -21771 }
/// A required pointer was nil.
public var kvImageNullPointerArgument: Int { -21772 }
/// An argument is out of range.
public var kvImageInvalidParameter: Int { -21773 }
/// Two buffers that must be the same size are not.
public var kvImageBufferSizeMismatch: Int { -21774 }
/// A flag bit the function does not know was set.
public var kvImageUnknownFlagsBit: Int { -21775 }
/// Something went wrong inside vImage.
public var kvImageInternalError: Int { -21776 }
/// A buffer's `rowBytes` is too small for its width.
public var kvImageInvalidRowBytes: Int { -21777 }
/// The image format is not one the function handles.
public var kvImageInvalidImageFormat: Int { -21778 }
/// The function cannot write over its own source.
public var kvImageOutOfPlaceOperationRequired: Int { -21780 }
/// An image object is not valid.
public var kvImageInvalidImageObject: Int { -21781 }
/// The conversion is not supported.
public var kvImageUnsupportedConversion: Int { -21783 }
