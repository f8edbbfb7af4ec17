// ImagePaint's fast paths. Each must give exactly the bytes of `referenceColor` (ImagePaint.swift
// and Reference/ReferenceBilinearSample.swift); ImagePaintTests checks them on seeded random
// images and transforms. The path is chosen once, at init; the loops below branch on nothing but
// the run's ends, read pixels through raw pointers, and allocate nothing.

extension ImagePaint {
  @_spi(Painting) public func fetchRow(
    y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>
  ) {
    guard count > 0 else { return }
    switch path {
    case .transparent: out.update(repeating: 0, count: count)
    case .copy: fetchCopy(y: y, x0: x0, count: count, into: out)
    case .axisAligned: fetchAxisAligned(y: y, x0: x0, count: count, into: out)
    case .affine: fetchAffine(y: y, x0: x0, count: count, into: out)
    case .perspective: fetchPerspective(y: y, x0: x0, count: count, into: out)
    }
  }

  /// Integer translation at scale 1: `U = (x − dx) · 2³²` exactly, so `fx = fy = 0` and the
  /// bilinear blend `(p · 256 · 256 + 32768) >> 16` is `p`. A row is the image row, with its
  /// edge pixels repeated outwards.
  private func fetchCopy(y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
    image.withUnsafePixelBuffer { img in
      let j = Swift.min(Swift.max(y - translationY, 0), img.height - 1)
      let src = UnsafePointer(img.row(j))
      let w = img.width
      let first = x0 - translationX  // image column under out[0]
      // out[k] shows column first + k: left of the image for k < −first, right of it from
      // k = w − first on.
      let leftEnd = Swift.min(Swift.max(-first, 0), count)
      let middleEnd = Swift.min(Swift.max(w - first, leftEnd), count)
      out.update(repeating: src[0], count: leftEnd)
      (out + leftEnd).update(from: src + (first + leftEnd), count: middleEnd - leftEnd)
      (out + middleEnd).update(repeating: src[w - 1], count: count - middleEnd)
    }
  }

  /// General affine: `U(x) = U0(y) + x · dU` stepped by one addition per pixel (wrapping, like
  /// the reference's product, so the integers are the same).
  private func fetchAffine(y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
    image.withUnsafePixelBuffer { img in
      let sampler = ClampedSampler(img)
      let origin = affine.rowOrigin(y: y)
      let dU = affine.dU
      let dV = affine.dV
      var u = origin.u &+ Int64(x0) &* dU
      var v = origin.v &+ Int64(x0) &* dV
      for k in 0..<count {
        out[k] = sampler.sample(u: u, v: v)
        u &+= dU
        v &+= dV
      }
    }
  }

  /// Perspective: every pixel mapped and divided, with the reference's expression order
  /// (`cx · m11 + (cy · m21 + m31)`) so the row parts can be hoisted without changing a bit.
  private func fetchPerspective(
    y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>
  ) {
    image.withUnsafePixelBuffer { img in
      let sampler = ClampedSampler(img)
      let h = homography
      let cy = Double(y) + 0.5
      let rowX = cy * h.m21 + h.m31
      let rowY = cy * h.m22 + h.m32
      let rowW = cy * h.m23 + h.m33
      for k in 0..<count {
        let cx = Double(x0 + k) + 0.5
        let X = cx * h.m11 + rowX
        let Y = cx * h.m12 + rowY
        let W = cx * h.m13 + rowW
        out[k] = sampler.sample(
          u: Self.fixedSampleCoordinate(X / W), v: Self.fixedSampleCoordinate(Y / W))
      }
    }
  }
}

// MARK: - Sampling helpers

/// Bilinear sampling at any fixed-point position, clamped to the edges (affine and perspective
/// paths): the same clamps as `referenceBilinearSample`, on raw pointers.
private struct ClampedSampler {
  let base: UnsafePointer<UInt32>
  let rowStride: Int
  let lastX: Int64
  let lastY: Int64

  @inline(__always) init(_ image: PixelBuffer) {
    base = UnsafePointer(image.base)
    rowStride = image.rowStride
    lastX = Int64(image.width - 1)
    lastY = Int64(image.height - 1)
  }

  @inline(__always) func sample(u: Int64, v: Int64) -> UInt32 {
    let i = u >> 32
    let j = v >> 32
    let x0 = Int(Swift.min(Swift.max(i, 0), lastX))
    let x1 = Int(Swift.min(Swift.max(i + 1, 0), lastX))
    let y0 = Int(Swift.min(Swift.max(j, 0), lastY))
    let y1 = Int(Swift.min(Swift.max(j + 1, 0), lastY))
    let top = base + y0 * rowStride
    let bottom = base + y1 * rowStride
    return BilinearLanes.blend(
      top[x0], top[x1], bottom[x0], bottom[x1],
      fx: UInt64((u >> 24) & 0xFF), fy: UInt64((v >> 24) & 0xFF))
  }
}
