import Foundation

extension UIView {
  /// The window at the root of the view's hierarchy, if any.
  var rootWindow: UIWindow? {
    var v: UIView? = self
    while let view = v {
      if let w = view as? UIWindow { return w }
      v = view._superview
    }
    return nil
  }

  /// Inserts a view at an index of `subviews` (clamped), moving it if it has another parent.
  func insert(_ view: UIView, at index: Int) {
    guard view !== self, !isDescendant(of: view) else { return }
    let oldWindow = view.window
    let newWindow = window
    let changingParent = view._superview !== self
    let tintBefore = changingParent ? view.tintState : nil
    if changingParent {
      if oldWindow !== newWindow { view.dropFirstResponder(leaving: oldWindow) }
      view.willMove(toSuperview: self)
      if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
      UIView.autoLayoutWillDetach(view)
      view.detachFromSuperview()
    } else if let i = _subviews.firstIndex(where: { $0 === view }) {
      _subviews.remove(at: i)
    }
    let i = max(0, min(index, _subviews.count))
    _subviews.insert(view, at: i)
    view._superview = self
    placeLayer(of: view, at: i)
    setNeedsLayout()
    if changingParent {
      autoLayoutDidAttach(view)
      view.didMoveToSuperview()
      if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
      didAddSubview(view)
      if let tintBefore { view.tintStateDidChange(from: tintBefore) }
    }
  }

  /// Inserts a view just below a sibling.
  func insert(_ view: UIView, below siblingSubview: UIView) {
    let i = _subviews.firstIndex { $0 === siblingSubview } ?? 0
    let already = _subviews.firstIndex { $0 === view }
    insert(view, at: already.map { $0 < i ? i - 1 : i } ?? i)
  }

  /// Inserts a view just above a sibling.
  func insert(_ view: UIView, above siblingSubview: UIView) {
    guard let i = _subviews.firstIndex(where: { $0 === siblingSubview }) else {
      insert(view, at: _subviews.count)
      return
    }
    let already = _subviews.firstIndex { $0 === view }
    insert(view, at: already.map { $0 <= i ? i : i + 1 } ?? i + 1)
  }

  /// Detaches the view from its superview (and window), with UIKit's callbacks.
  func remove() {
    guard let parent = _superview else { return }
    let oldWindow = window
    let tintBefore = tintState
    dropFirstResponder(leaving: oldWindow)
    parent.willRemoveSubview(self)
    willMove(toSuperview: nil)
    if oldWindow != nil { notifyWillMove(toWindow: nil) }
    UIView.autoLayoutWillDetach(self)
    detachFromSuperview()
    parent.setNeedsLayout()
    didMoveToSuperview()
    if oldWindow != nil { notifyDidMoveToWindow() }
    tintStateDidChange(from: tintBefore)
  }

  func detachFromSuperview() {
    guard let parent = _superview else { return }
    parent._subviews.removeAll { $0 === self }
    _superview = nil
    layer.removeFromSuperlayer()
  }

  /// Puts the subview's layer among the parent layer's sublayers just below the layer of the
  /// next subview (sublayers that belong to no subview keep their places).
  func placeLayer(of view: UIView, at index: Int) {
    if index + 1 < _subviews.count {
      layer.insertSublayer(view.layer, below: _subviews[index + 1].layer)
    } else {
      layer.addSublayer(view.layer)
    }
  }

  /// Moves a subview to the front.
  func moveToFront(_ view: UIView) {
    guard let i = _subviews.firstIndex(where: { $0 === view }) else { return }
    _subviews.remove(at: i)
    _subviews.append(view)
    layer.addSublayer(view.layer)
  }

  /// Moves a subview to the back.
  func moveToBack(_ view: UIView) {
    guard let i = _subviews.firstIndex(where: { $0 === view }) else { return }
    _subviews.remove(at: i)
    _subviews.insert(view, at: 0)
    placeLayer(of: view, at: 0)
  }

  /// Swaps two subviews' places.
  func exchange(_ index1: Int, _ index2: Int) {
    guard _subviews.indices.contains(index1), _subviews.indices.contains(index2), index1 != index2
    else { return }
    _subviews.swapAt(index1, index2)
    for i in [min(index1, index2), max(index1, index2)] { placeLayer(of: _subviews[i], at: i) }
  }

  /// Whether the view is `view` or one of its descendants.
  func hasAncestor(_ view: UIView) -> Bool {
    var v: UIView? = self
    while let current = v {
      if current === view { return true }
      v = current._superview
    }
    return false
  }

  /// The first view in the subtree (self included, depth first) with `tag`.
  func firstView(tagged tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for v in _subviews { if let found = v.viewWithTag(tag) { return found } }
    return nil
  }

  func notifyWillMove(toWindow w: UIWindow?) {
    willMove(toWindow: w)
    for v in _subviews { v.notifyWillMove(toWindow: w) }
  }

  func notifyDidMoveToWindow() {
    // Dynamic colours set before the view had a window resolved with the default traits.
    if window != nil { resolveDynamicColors() }
    didMoveToWindow()
    for v in _subviews { v.notifyDidMoveToWindow() }
  }
}
