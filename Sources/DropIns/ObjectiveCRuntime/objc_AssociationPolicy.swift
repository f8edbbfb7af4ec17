/// How an associated value is kept, with the raw values of Apple's `objc_AssociationPolicy`.
/// Atomicity is moot here: every association is made under one lock.
// swift-format-ignore: TypeNamesShouldBeCapitalized
public enum objc_AssociationPolicy: UInt, Sendable {
  /// A weak reference: the value is not retained, and reads as nil once it is freed (Apple keeps
  /// an unretained pointer that dangles instead).
  case OBJC_ASSOCIATION_ASSIGN = 0
  /// A strong reference.
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  /// A copy (`NSCopying.copy()`), or a strong reference to a value that cannot be copied.
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  /// A strong reference.
  case OBJC_ASSOCIATION_RETAIN = 769
  /// A copy (`NSCopying.copy()`), or a strong reference to a value that cannot be copied.
  case OBJC_ASSOCIATION_COPY = 771
}
