import Foundation

extension UISheetPresentationController {
  /// A height at which a sheet rests (iOS 15; custom detents iOS 16).
  ///
  /// A detent's value is a height inside the sheet's safe area: the sheet's top edge sits that
  /// far above the container's bottom safe-area inset, and the sheet runs down to the bottom
  /// edge. `large()` is the full height; `medium()` about half the screen (see
  /// `Stage.mediumDetentHeight`); `custom(identifier:resolver:)` computes its value from the
  /// container.
  ///
  /// ```swift
  /// let small = UISheetPresentationController.Detent.custom(identifier: .init("small")) {
  ///   context in context.maximumDetentValue * 0.25
  /// }
  /// sheet.detents = [small, .medium(), .large()]
  /// ```
  @preconcurrency @MainActor
  public final class Detent {
    /// Names a detent: `.medium`, `.large`, or your own for custom detents.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
      public let rawValue: String
      /// Creates an identifier with `rawValue`.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// Creates an identifier with `rawValue`.
      public init(_ rawValue: String) { self.rawValue = rawValue }
      /// The system's medium detent.
      public static let medium = Identifier("com.apple.UIKit.medium")
      /// The system's large detent.
      public static let large = Identifier("com.apple.UIKit.large")
    }

    /// The detent's identifier.
    public let identifier: Identifier
    private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

    private init(
      identifier: Identifier,
      resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) {
      self.identifier = identifier
      self.resolver = resolver
    }

    /// The full-height detent.
    public static func large() -> Detent {
      Detent(identifier: .large) { $0.maximumDetentValue }
    }

    /// About half the screen's height; inactive in compact height (UIKit documents it as
    /// "approximately half the height of the screen").
    public static func medium() -> Detent {
      Detent(identifier: .medium) { context in
        guard context.containerTraitCollection.verticalSizeClass != .compact else { return nil }
        let value = (context as? SheetDetentContext)?.mediumValue ?? context.maximumDetentValue / 2
        return min(value, context.maximumDetentValue)
      }
    }

    /// A detent whose value `resolver` computes from the container; return nil to leave the
    /// detent out. Without an identifier the detent gets a unique one.
    public static func custom(
      identifier: Identifier? = nil,
      resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) -> Detent {
      Detent(identifier: identifier ?? nextCustomIdentifier(), resolver: resolver)
    }

    /// The detent's value in `context`, or nil when it is inactive there.
    public func resolvedValue(
      in context: any UISheetPresentationControllerDetentResolutionContext
    ) -> CGFloat? {
      resolver(context)
    }

    private static var customCount = 0

    /// UIKit makes a random identifier; a counter keeps runs identical.
    private static func nextCustomIdentifier() -> Identifier {
      customCount += 1
      return Identifier("com.curtain.custom.\(customCount)")
    }
  }
}

/// What a custom detent's resolver is given (iOS 16).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
  /// The traits of the sheet's container.
  var containerTraitCollection: UITraitCollection { get }
  /// The largest value a detent can have: the large detent's.
  var maximumDetentValue: CGFloat { get }
}

/// How tall `UISheetPresentationController.Detent.medium()` is. UIKit documents "approximately
/// half the height of the screen" and no formula.
public enum MediumDetentHeight: Sendable {
  /// The detent's value (the sheet's height above the bottom safe area) is half the
  /// container's height, so the sheet covers about 54 % of a Face ID iPhone's screen. This
  /// agrees with measurements on devices that found the half-height sheet at about 53 % of the
  /// screen.
  case halfContainer
  /// The detent's value is half the container's height less the bottom safe area: the sheet's
  /// top edge sits at the middle of the screen.
  case halfContainerLessBottomSafeArea
}

/// The context UIKit hands a detent's resolver, with what the medium detent needs.
@MainActor final class SheetDetentContext: UISheetPresentationControllerDetentResolutionContext {
  let containerTraitCollection: UITraitCollection
  let maximumDetentValue: CGFloat
  /// The medium detent's value in this container.
  let mediumValue: CGFloat

  init(
    traits: UITraitCollection, maximumDetentValue: CGFloat, containerHeight: CGFloat,
    bottomInset: CGFloat, medium: MediumDetentHeight
  ) {
    containerTraitCollection = traits
    self.maximumDetentValue = maximumDetentValue
    switch medium {
    case .halfContainer: mediumValue = containerHeight / 2
    case .halfContainerLessBottomSafeArea: mediumValue = containerHeight / 2 - bottomInset
    }
  }
}
