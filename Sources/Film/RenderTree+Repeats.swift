import Compositor

// A frame whose layer tree equals the previous frame's has the previous frame's pixels (the
// compositor is a pure function of the tree), so the render repeats that frame instead of
// compositing and encoding it again. Films hold still a lot: before an animation starts, after
// it ends, and for the final hold.
//
// RenderTree and RenderNode are not Equatable (RenderImage compares pixels, which is costly and
// not the compositor's business), so the comparison lives here. FilmTests checks, by reflection,
// that it names every stored property: a property added to the compositor's types must be added
// here, or frames that differ only in it would be wrongly repeated.

extension RenderTree {
  /// Whether `other` renders to exactly the same pixels because every value in it is equal.
  func rendersSame(as other: RenderTree) -> Bool {
    size == other.size && scale == other.scale && backgroundColor == other.backgroundColor
      && layers.elementsEqual(other.layers) { $0.rendersSame(as: $1) }
  }
}

extension RenderNode {
  /// Whether `other` and every sublayer are equal, value for value.
  func rendersSame(as other: RenderNode) -> Bool {
    bounds == other.bounds && position == other.position && anchorPoint == other.anchorPoint
      && transform == other.transform && sublayerTransform == other.sublayerTransform
      && opacity == other.opacity && allowsGroupOpacity == other.allowsGroupOpacity
      && backgroundColor == other.backgroundColor && cornerRadii == other.cornerRadii
      && masksToBounds == other.masksToBounds && border == other.border && shadow == other.shadow
      && contents == other.contents && gradient == other.gradient
      && sublayers.elementsEqual(other.sublayers) { $0.rendersSame(as: $1) }
  }
}
