// vImage's box and tent convolutions against a plain reference, byte for byte, and called the
// way DynamicBlurView blurs a CGImage.
import Accelerate
import Foundation
import TestSupport
import Testing
import UIKit

/// The convolution written out: every destination pixel sums its kernel window directly.
private func reference(
  _ src: [UInt8], width sw: Int, height sh: Int, rowBytes: Int, roiX: Int, roiY: Int,
  width w: Int, height h: Int, kernel kx: Int, _ ky: Int, tent: Bool, flags: Int,
  background: [UInt8]
) -> [UInt8] {
  func weight(_ i: Int, _ k: Int) -> Int { tent ? k / 2 + 1 - abs(i) : 1 }
  var out = [UInt8](repeating: 0, count: w * h * 4)
  for y in 0..<h {
    for x in 0..<w {
      let cx = roiX + x
      let cy = roiY + y
      let outside = cx - kx / 2 < 0 || cx + kx / 2 >= sw || cy - ky / 2 < 0 || cy + ky / 2 >= sh
      for c in 0..<4 {
        let at = (y * w + x) * 4 + c
        if flags & kvImageCopyInPlace != 0 && outside {
          out[at] = src[cy * rowBytes + cx * 4 + c]
          continue
        }
        var sum = 0
        var total = 0
        for j in -(ky / 2)...(ky / 2) {
          for i in -(kx / 2)...(kx / 2) {
            var sx = cx + i
            var sy = cy + j
            let wgt = weight(i, kx) * weight(j, ky)
            let inside = sx >= 0 && sx < sw && sy >= 0 && sy < sh
            if !inside {
              if flags & kvImageTruncateKernel != 0 { continue }
              if flags & kvImageBackgroundColorFill != 0 {
                sum += wgt * Int(background[c])
                total += wgt
                continue
              }
              sx = min(max(sx, 0), sw - 1)
              sy = min(max(sy, 0), sh - 1)
            }
            sum += wgt * Int(src[sy * rowBytes + sx * 4 + c])
            total += wgt
          }
        }
        out[at] = UInt8((sum + total / 2) / total)
        if c == 0 && flags & kvImageLeaveAlphaUnchanged != 0 {
          out[at] = src[cy * rowBytes + cx * 4]
        }
      }
    }
  }
  return out
}

@Suite struct VImageConvolutionTests {
  /// Random images, kernels, regions and padding, in every edge mode, for box and tent.
  @Test(arguments: [false, true]) func matchesTheReference(tent: Bool) {
    var random = SeededRandom(seed: tent ? 2 : 1)
    let modes = [
      kvImageEdgeExtend, kvImageBackgroundColorFill, kvImageCopyInPlace, kvImageTruncateKernel,
      kvImageEdgeExtend | kvImageLeaveAlphaUnchanged,
    ]
    for trial in 0..<60 {
      let sw = Int.random(in: 1...23, using: &random)
      let sh = Int.random(in: 1...19, using: &random)
      let rowBytes = sw * 4 + Int.random(in: 0...9, using: &random)
      let roiX = Int.random(in: 0..<sw, using: &random)
      let roiY = Int.random(in: 0..<sh, using: &random)
      let w = Int.random(in: 1...(sw - roiX), using: &random)
      let h = Int.random(in: 1...(sh - roiY), using: &random)
      let kx = 2 * Int.random(in: 0...6, using: &random) + 1
      let ky = 2 * Int.random(in: 0...6, using: &random) + 1
      let flags = modes[trial % modes.count]
      let background = (0..<4).map { _ in UInt8.random(in: 0...255, using: &random) }
      var src = (0..<(rowBytes * sh)).map { _ in UInt8.random(in: 0...255, using: &random) }
      var dest = [UInt8](repeating: 0, count: w * h * 4)
      let result = src.withUnsafeMutableBytes { s in
        dest.withUnsafeMutableBytes { d in
          var inBuffer = vImage_Buffer(
            data: s.baseAddress, height: vImagePixelCount(sh), width: vImagePixelCount(sw),
            rowBytes: rowBytes)
          var outBuffer = vImage_Buffer(
            data: d.baseAddress, height: vImagePixelCount(h), width: vImagePixelCount(w),
            rowBytes: w * 4)
          let call = tent ? vImageTentConvolve_ARGB8888 : vImageBoxConvolve_ARGB8888
          return call(
            &inBuffer, &outBuffer, nil, vImagePixelCount(roiX), vImagePixelCount(roiY),
            UInt32(ky), UInt32(kx), background, vImage_Flags(flags))
        }
      }
      #expect(result == kvImageNoError)
      let expected = reference(
        src, width: sw, height: sh, rowBytes: rowBytes, roiX: roiX, roiY: roiY, width: w,
        height: h, kernel: kx, ky, tent: tent, flags: flags, background: background)
      #expect(
        dest == expected,
        "trial \(trial): \(sw)×\(sh) roi \(roiX),\(roiY) \(w)×\(h) k \(kx)×\(ky) flags \(flags)")
    }
  }

  /// A box mean rounds halves up: (0 + 0 + 1) / 3 rounds to 0, (1 + 1 + 0) / 3 to 1, and
  /// (0 + 1 + 1 + 1 + 2) / 5 = 1.
  @Test func roundsToNearest() {
    var src: [UInt8] = [0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2]
    var dest = [UInt8](repeating: 9, count: 12)
    src.withUnsafeMutableBytes { s in
      dest.withUnsafeMutableBytes { d in
        var i = vImage_Buffer(data: s.baseAddress, height: 1, width: 3, rowBytes: 12)
        var o = vImage_Buffer(data: d.baseAddress, height: 1, width: 3, rowBytes: 12)
        _ = vImageBoxConvolve_ARGB8888(
          &i, &o, nil, 0, 0, 1, 3, nil, vImage_Flags(kvImageEdgeExtend))
      }
    }
    // Edge extend: (0+0+1)/3 → 0, (0+1+2)/3 → 1, (1+2+2)/3 = 1.67 → 2.
    #expect(dest == [0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2])
  }

  @Test func reportsApplesErrors() {
    var pixels = [UInt8](repeating: 0, count: 64)
    pixels.withUnsafeMutableBytes { p in
      var b = vImage_Buffer(data: p.baseAddress, height: 4, width: 4, rowBytes: 16)
      var small = vImage_Buffer(data: p.baseAddress, height: 4, width: 4, rowBytes: 8)
      let extend = vImage_Flags(kvImageEdgeExtend)
      #expect(
        vImageBoxConvolve_ARGB8888(&b, &b, nil, 0, 0, 2, 3, nil, extend) == kvImageInvalidKernelSize
      )
      #expect(
        vImageTentConvolve_ARGB8888(&b, &b, nil, 0, 0, 3, 0, nil, extend)
          == kvImageInvalidKernelSize)
      #expect(
        vImageBoxConvolve_ARGB8888(&b, &b, nil, 0, 0, 3, 3, nil, 0) == kvImageInvalidEdgeStyle)
      #expect(
        vImageBoxConvolve_ARGB8888(
          &b, &b, nil, 0, 0, 3, 3, nil, vImage_Flags(kvImageEdgeExtend | kvImageCopyInPlace))
          == kvImageInvalidEdgeStyle)
      #expect(
        vImageBoxConvolve_ARGB8888(&b, &b, nil, 1, 0, 3, 3, nil, extend)
          == kvImageRoiLargerThanInputBuffer)
      #expect(
        vImageBoxConvolve_ARGB8888(&b, &small, nil, 0, 0, 3, 3, nil, extend)
          == kvImageInvalidRowBytes)
      #expect(
        vImageBoxConvolve_ARGB8888(nil, &b, nil, 0, 0, 3, 3, nil, extend)
          == kvImageNullPointerArgument)
      #expect(
        vImageBoxConvolve_ARGB8888(
          &b, &b, nil, 0, 0, 3, 3, nil, vImage_Flags(kvImageBackgroundColorFill))
          == kvImageNullPointerArgument)
      #expect(
        vImageBoxConvolve_ARGB8888(&b, &b, nil, 0, 0, 3, 3, nil, 1 << 20) == kvImageUnknownFlagsBit)
    }
  }

  /// DynamicBlurView's calls: ask for the temporary buffer's size, allocate it with malloc,
  /// then blur twice through it, swapping buffers.
  @Test func blursThroughACallersTemporaryBuffer() {
    let width = 17
    let height = 9
    let bytes = width * height * 4
    let inData = malloc(bytes)!
    let outData = malloc(bytes)!
    defer {
      free(inData)
      free(outData)
    }
    var source = [UInt8](repeating: 0, count: bytes)
    for i in stride(from: 0, to: bytes, by: 4) where (i / 4) % width == 8 {
      source[i] = 255
      source[i + 1] = 255
    }
    memcpy(inData, source, bytes)
    var inBuffer = vImage_Buffer(
      data: inData, height: vImagePixelCount(height), width: vImagePixelCount(width),
      rowBytes: width * 4)
    var outBuffer = vImage_Buffer(
      data: outData, height: vImagePixelCount(height), width: vImagePixelCount(width),
      rowBytes: width * 4)
    let boxSize: UInt32 = 5
    let tempSize = vImageBoxConvolve_ARGB8888(
      &inBuffer, &outBuffer, nil, 0, 0, boxSize, boxSize, nil,
      vImage_Flags(kvImageEdgeExtend + kvImageGetTempBufferSize))
    #expect(tempSize > 0)
    let tempData = malloc(tempSize)
    defer { free(tempData) }
    for _ in 0..<2 {
      vImageBoxConvolve_ARGB8888(
        &inBuffer, &outBuffer, tempData, 0, 0, boxSize, boxSize, nil,
        vImage_Flags(kvImageEdgeExtend))
      let temp = inBuffer.data
      inBuffer.data = outBuffer.data
      outBuffer.data = temp
    }
    let result = inBuffer.data.assumingMemoryBound(to: UInt8.self)
    // One bright column, boxed twice horizontally over 5: weights 1 2 3 4 5 4 3 2 1 of 25.
    let expected = [0, 10, 20, 31, 41, 51, 41, 31, 20, 10, 0].map(UInt8.init)
    let row = (3..<14).map { result[(4 * width + $0) * 4] }
    #expect(row == expected)
  }
}

/// Darwin's `memcpy` takes optional pointers: DynamicBlurView copies from `CFDataGetBytePtr`.
@Test func memcpyTakesTheOptionalPointerCFDataGetBytePtrGives() {
  let data = Data([1, 2, 3, 4]) as CFData
  let source = CFDataGetBytePtr(data)
  var copy = [UInt8](repeating: 0, count: 4)
  copy.withUnsafeMutableBytes { _ = memcpy($0.baseAddress, source, 4) }
  #expect(copy == [1, 2, 3, 4])
  #expect(CFDataGetLength(data) == 4)
}
