import Foundation

// The C library's memory copies as Darwin declares them, with nullable pointers: image code
// passes `CFDataGetBytePtr(data)` (an implicitly unwrapped optional) straight to `memcpy`, which
// Glibc declares non-null. These overloads take optionals and call Glibc's; with non-optional
// arguments Glibc's own is the better match and is chosen.

/// Copies `n` bytes from `src` to `dest` (which must not overlap); nil pointers only with
/// `n == 0`, as in C.
@discardableResult
public func memcpy(_ dest: UnsafeMutableRawPointer?, _ src: UnsafeRawPointer?, _ n: Int)
  -> UnsafeMutableRawPointer?
{
  guard let dest, let src else {
    precondition(n == 0, "memcpy of \(n) bytes with a nil pointer")
    return dest
  }
  return Foundation.memcpy(dest, src, n)
}

/// Copies `n` bytes from `src` to `dest`, which may overlap; nil pointers only with `n == 0`.
@discardableResult
public func memmove(_ dest: UnsafeMutableRawPointer?, _ src: UnsafeRawPointer?, _ n: Int)
  -> UnsafeMutableRawPointer?
{
  guard let dest, let src else {
    precondition(n == 0, "memmove of \(n) bytes with a nil pointer")
    return dest
  }
  return Foundation.memmove(dest, src, n)
}
