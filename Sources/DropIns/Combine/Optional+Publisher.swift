import OpenCombine

// OpenCombine declares these only when it cannot import a module named Combine: a build that
// compiles it after an older build of this module left one would lose them. Declared here as
// well, they are there whichever way OpenCombine was built, and shadow OpenCombine's own.

extension Optional {
  /// A publisher of this optional's value, once, to each subscriber, or of nothing when nil.
  public typealias Publisher = OCombine.Publisher

  /// A publisher of this optional's value, once, to each subscriber, or of nothing when nil.
  public var publisher: Publisher { Publisher(self) }
}

extension Result {
  /// A publisher of this result's value, once, to each subscriber, or of its failure.
  public typealias Publisher = OCombine.Publisher

  /// A publisher of this result's value, once, to each subscriber, or of its failure.
  public var publisher: Publisher { Publisher(self) }
}
