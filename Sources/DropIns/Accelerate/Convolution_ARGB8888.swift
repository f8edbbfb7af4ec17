import Foundation

/// Averages each pixel of `src`'s region of interest with its neighbours in a
/// `kernel_width` × `kernel_height` box, into `dest`: a true box mean of every channel.
///
/// The region of interest starts `srcOffsetToROI_X`, `srcOffsetToROI_Y` pixels into `src` and
/// is `dest`'s size. `flags` picks exactly one edge mode (`kvImageEdgeExtend`,
/// `kvImageBackgroundColorFill` with `backgroundColor`, `kvImageCopyInPlace` or
/// `kvImageTruncateKernel`); with `kvImageGetTempBufferSize` the call does no work and returns
/// the bytes of `tempBuffer` it needs (nil `tempBuffer` makes the call allocate its own).
///
/// Each mean is the exact sum divided by the pixel count, rounded to nearest with halves up
/// (`(sum + n / 2) / n`): the rounding integer box filters use, and unbiased for the
/// symmetric kernels vImage takes.
///
/// - Returns: `kvImageNoError`, the temporary buffer's size, or a negative error code:
///   `kvImageInvalidKernelSize` for an even or zero size, `kvImageInvalidEdgeStyle` unless one
///   edge mode is set, `kvImageRoiLargerThanInputBuffer`, `kvImageNullPointerArgument`,
///   `kvImageInvalidRowBytes`, `kvImageUnknownFlagsBit`.
@discardableResult
public func vImageBoxConvolve_ARGB8888(
  _ src: UnsafePointer<vImage_Buffer>!, _ dest: UnsafePointer<vImage_Buffer>!,
  _ tempBuffer: UnsafeMutableRawPointer!, _ srcOffsetToROI_X: vImagePixelCount,
  _ srcOffsetToROI_Y: vImagePixelCount, _ kernel_height: UInt32, _ kernel_width: UInt32,
  _ backgroundColor: UnsafePointer<UInt8>!, _ flags: vImage_Flags
) -> vImage_Error {
  SeparableConvolution.run(
    src, dest, tempBuffer, srcOffsetToROI_X, srcOffsetToROI_Y, kernel_height, kernel_width,
    backgroundColor, flags, shape: .box)
}

/// Convolves `src`'s region of interest with a `kernel_width` × `kernel_height` tent (each axis
/// weighted 1, 2, …, r + 1, …, 2, 1), into `dest`: a softer blur than a box of the same size.
///
/// Arguments, edge modes, rounding and errors are as for ``vImageBoxConvolve_ARGB8888(_:_:_:_:_:_:_:_:_:)``.
@discardableResult
public func vImageTentConvolve_ARGB8888(
  _ src: UnsafePointer<vImage_Buffer>!, _ dest: UnsafePointer<vImage_Buffer>!,
  _ tempBuffer: UnsafeMutableRawPointer!, _ srcOffsetToROI_X: vImagePixelCount,
  _ srcOffsetToROI_Y: vImagePixelCount, _ kernel_height: UInt32, _ kernel_width: UInt32,
  _ backgroundColor: UnsafePointer<UInt8>!, _ flags: vImage_Flags
) -> vImage_Error {
  SeparableConvolution.run(
    src, dest, tempBuffer, srcOffsetToROI_X, srcOffsetToROI_Y, kernel_height, kernel_width,
    backgroundColor, flags, shape: .tent)
}

/// A box or tent convolution of 8-bit, four-channel pixels, done as a horizontal pass into a
/// ring of `kernel_height` rows of 32-bit sums and a vertical pass over the ring: the sums are
/// exact, so the one division per channel gives the true weighted mean.
enum SeparableConvolution {
  enum Shape { case box, tent }

  enum EdgeMode { case copyInPlace, background, extend, truncate }

  static let knownFlags = 1 | 2 | 4 | 8 | 16 | 64 | 128 | 256 | 512

  static func run(
    _ src: UnsafePointer<vImage_Buffer>?, _ dest: UnsafePointer<vImage_Buffer>?,
    _ tempBuffer: UnsafeMutableRawPointer?, _ roiX: vImagePixelCount, _ roiY: vImagePixelCount,
    _ kernelHeight: UInt32, _ kernelWidth: UInt32, _ background: UnsafePointer<UInt8>?,
    _ flags: vImage_Flags, shape: Shape
  ) -> vImage_Error {
    let result = validateAndRun(
      src, dest, tempBuffer, roiX, roiY, kernelHeight, kernelWidth, background, flags, shape)
    if result < 0, Int(flags) & kvImagePrintDiagnosticsToConsole != 0 {
      FileHandle.standardError.write(Data("vImage convolution failed: error \(result)\n".utf8))
    }
    return result
  }

  /// The edge mode `flags` name, or nil unless exactly one is set.
  static func edgeMode(_ flags: Int) -> EdgeMode? {
    let modes: [(Int, EdgeMode)] = [
      (kvImageCopyInPlace, .copyInPlace), (kvImageBackgroundColorFill, .background),
      (kvImageEdgeExtend, .extend), (kvImageTruncateKernel, .truncate),
    ]
    let set = modes.filter { flags & $0.0 != 0 }
    return set.count == 1 ? set[0].1 : nil
  }

  /// The weights along one axis of a kernel `size` wide.
  static func weights(_ size: Int, _ shape: Shape) -> [UInt32] {
    let r = size / 2
    return (0..<size).map { shape == .box ? 1 : UInt32(r + 1 - abs($0 - r)) }
  }

  private static func validateAndRun(
    _ src: UnsafePointer<vImage_Buffer>?, _ dest: UnsafePointer<vImage_Buffer>?,
    _ tempBuffer: UnsafeMutableRawPointer?, _ roiX: vImagePixelCount, _ roiY: vImagePixelCount,
    _ kernelHeight: UInt32, _ kernelWidth: UInt32, _ background: UnsafePointer<UInt8>?,
    _ flags: vImage_Flags, _ shape: Shape
  ) -> vImage_Error {
    let flags = Int(flags)
    guard flags & ~knownFlags == 0 else { return kvImageUnknownFlagsBit }
    guard let mode = edgeMode(flags) else { return kvImageInvalidEdgeStyle }
    guard kernelWidth % 2 == 1, kernelHeight % 2 == 1 else { return kvImageInvalidKernelSize }
    guard let src, let dest else { return kvImageNullPointerArgument }
    let s = src.pointee
    let d = dest.pointee
    let kx = Int(kernelWidth)
    let ky = Int(kernelHeight)
    let width = Int(d.width)
    let height = Int(d.height)
    // The ring: kernel-height rows of four 32-bit sums a pixel, and a row of column sums.
    let tempBytes = (ky + 1) * width * 4 * MemoryLayout<UInt32>.stride
    if flags & kvImageGetTempBufferSize != 0 { return tempBytes }
    guard let srcData = s.data, let destData = d.data else { return kvImageNullPointerArgument }
    if mode == .background && background == nil { return kvImageNullPointerArgument }
    guard s.rowBytes >= Int(s.width) * 4, d.rowBytes >= width * 4 else {
      return kvImageInvalidRowBytes
    }
    guard roiX + d.width <= s.width, roiY + d.height <= s.height else {
      return kvImageRoiLargerThanInputBuffer
    }
    if width == 0 || height == 0 { return kvImageNoError }
    // A tent's sums reach 255 × (r + 1)² along an axis: keep them within 32 bits.
    let wx = weights(kx, shape)
    let wy = weights(ky, shape)
    guard UInt64(wx.reduce(0, +)) * 255 <= UInt64(UInt32.max) else {
      return kvImageInvalidKernelSize
    }
    let ring = tempBuffer ?? UnsafeMutableRawPointer.allocate(byteCount: tempBytes, alignment: 16)
    defer { if tempBuffer == nil { ring.deallocate() } }
    let job = ConvolutionJob(
      src: UnsafePointer(srcData.assumingMemoryBound(to: UInt8.self)),
      srcWidth: Int(s.width), srcHeight: Int(s.height), srcRowBytes: s.rowBytes,
      dest: destData.assumingMemoryBound(to: UInt8.self), width: width, height: height,
      destRowBytes: d.rowBytes, roiX: Int(roiX), roiY: Int(roiY), wx: wx, wy: wy, mode: mode,
      background: mode == .background
        ? (background![0], background![1], background![2], background![3]) : (0, 0, 0, 0),
      leaveAlpha: flags & kvImageLeaveAlphaUnchanged != 0,
      ring: ring.bindMemory(to: UInt32.self, capacity: (ky + 1) * width * 4))
    job.run()
    return kvImageNoError
  }
}
