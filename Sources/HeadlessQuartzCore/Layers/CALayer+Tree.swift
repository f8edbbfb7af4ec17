import Foundation

extension CALayer {
  /// Inserts a sublayer at an index (clamped to the number of sublayers).
  func insert(_ layer: CALayer, at idx: UInt32) {
    guard layer !== self else { return }
    if layer.superlayer === self, let old = _sublayers.firstIndex(where: { $0 === layer }) {
      _sublayers.remove(at: old)
    } else {
      layer.removeFromSuperlayer()
    }
    _sublayers.insert(layer, at: min(Int(idx), _sublayers.count))
    layer.superlayer = self
  }

  /// Inserts a sublayer just below a sibling (at the back if `sibling` is not a sublayer).
  func insert(_ layer: CALayer, below sibling: CALayer?) {
    let i = sibling.flatMap { s in _sublayers.firstIndex { $0 === s } } ?? 0
    insertSublayer(layer, at: UInt32(i))
    if let s = sibling, layer.superlayer === self,
      let j = _sublayers.firstIndex(where: { $0 === s }),
      let k = _sublayers.firstIndex(where: { $0 === layer }), k > j
    {
      _sublayers.swapAt(j, k)
    }
  }

  /// Inserts a sublayer just above a sibling (at the front if `sibling` is not a sublayer).
  func insert(_ layer: CALayer, above sibling: CALayer?) {
    if let s = sibling, let i = _sublayers.firstIndex(where: { $0 === s }) {
      insertSublayer(layer, at: UInt32(i + 1))
      if let j = _sublayers.firstIndex(where: { $0 === s }),
        let k = _sublayers.firstIndex(where: { $0 === layer }), k < j
      {
        _sublayers.swapAt(j, k)
      }
    } else {
      addSublayer(layer)
    }
  }

  /// Replaces a sublayer with another at the same index.
  func replace(_ oldLayer: CALayer, with newLayer: CALayer) {
    guard let i = _sublayers.firstIndex(where: { $0 === oldLayer }) else { return }
    oldLayer.removeFromSuperlayer()
    insertSublayer(newLayer, at: UInt32(i))
  }

  /// Detaches the layer from its parent.
  func detach() {
    guard let parent = superlayer else { return }
    parent._sublayers.removeAll { $0 === self }
    superlayer = nil
  }
}
