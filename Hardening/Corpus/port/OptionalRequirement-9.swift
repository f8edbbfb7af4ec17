final class Host {
  var sizing: Sizing?
  func f() -> CGFloat? {
    if sizing?.shouldGrow?() == false { return nil }
    sizing?.didGrow?()
    return sizing?.height?()
  }
}

