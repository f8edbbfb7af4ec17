import Foundation

/// Images of one picture for different traits, as UIKit's `UIImageAsset`: register an image
/// per trait collection (a scale, a dark appearance), and ask for the one that suits a
/// trait collection best.
public final class UIImageAsset: NSObject, @unchecked Sendable {
  private let lock = NSLock()
  private var registered: [(image: UIImage, traits: UITraitCollection)] = []

  /// An empty asset.
  public override init() { super.init() }

  /// Adds `image` as the one for `traitCollection` (replacing one registered for equal traits).
  public func register(_ image: UIImage, with traitCollection: UITraitCollection) {
    lock.lock()
    defer { lock.unlock() }
    registered.removeAll { $0.traits == traitCollection }
    registered.append((image, traitCollection))
  }

  /// Removes the image registered for `traitCollection`.
  public func unregisterImage(with traitCollection: UITraitCollection) {
    lock.lock()
    defer { lock.unlock() }
    registered.removeAll { $0.traits == traitCollection }
  }

  /// The registered image whose traits `traitCollection` contains and that specifies the most
  /// of them, with the asset as its `imageAsset`; without a match, the first registered; an
  /// empty image for an empty asset.
  public func image(with traitCollection: UITraitCollection) -> UIImage {
    lock.lock()
    let candidates = registered
    lock.unlock()
    let matching = candidates.filter { traitCollection.containsTraits(in: $0.traits) }
    let best =
      matching.max { Self.specificity($0.traits) < Self.specificity($1.traits) }
      ?? candidates.first
    guard let best else { return UIImage() }
    return best.image.with {
      $0.imageAsset = self
      $0.traitCollection = best.traits
    }
  }

  /// How many of the traits an image asset tells apart `traits` specifies.
  private static func specificity(_ traits: UITraitCollection) -> Int {
    [
      traits.displayScale != 0, traits.userInterfaceStyle != .unspecified,
      traits.userInterfaceIdiom != .unspecified, traits.horizontalSizeClass != .unspecified,
      traits.verticalSizeClass != .unspecified, traits.layoutDirection != .unspecified,
    ].filter { $0 }.count
  }
}
