import HeadlessUIKit
import SnapshotTesting

extension Snapshotting where Value == UIViewController, Format == UIImage {
  /// A snapshot strategy for comparing view controller views based on pixel equality.
  public static var image: Snapshotting<UIViewController, UIImage> { .image() }

  /// A snapshot strategy for comparing view controller views based on pixel equality, with the
  /// controller in a window of a device configuration.
  ///
  /// The controller is shown as `SnapshotHost` describes (UIKit's appearance order, then the
  /// stage's clock run until nothing is due) and drawn by Curtain's compositor; a controller it
  /// presents (an alert, a sheet) is drawn over it as in a film.
  ///
  /// - Parameters:
  ///   - config: A set of device configuration settings.
  ///   - drawHierarchyInKeyWindow: Show the controller in the stage's key window instead of a
  ///     window of its own.
  ///   - precision: The percentage of pixels that must match.
  ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be
  ///     considered a match (CIE 1994 ΔE; 98–99 % is about what the eye tells apart).
  ///   - size: A view size override.
  ///   - traits: A trait collection override.
  public static func image(
    on config: ViewImageConfig,
    drawHierarchyInKeyWindow: Bool = false,
    precision: Float = 1,
    perceptualPrecision: Float = 1,
    size: CGSize? = nil,
    traits: UITraitCollection = .init()
  ) -> Snapshotting<UIViewController, UIImage> {
    let config =
      size.map { ViewImageConfig(safeArea: config.safeArea, size: $0, traits: config.traits) }
      ?? config
    return SimplySnapshotting.image(
      precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale
    ).pullback { viewController in
      SnapshotStrategies.image(
        of: viewController, config: config, drawHierarchyInKeyWindow: drawHierarchyInKeyWindow,
        traits: traits)
    }
  }

  /// A snapshot strategy for comparing view controller views based on pixel equality, in a
  /// window the size of the controller's view (the simulator's screen, ``SnapshotSimulator``).
  ///
  /// - Parameters:
  ///   - drawHierarchyInKeyWindow: Show the controller in the stage's key window instead of a
  ///     window of its own.
  ///   - precision: The percentage of pixels that must match.
  ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be
  ///     considered a match.
  ///   - size: A view size override.
  ///   - traits: A trait collection override.
  public static func image(
    drawHierarchyInKeyWindow: Bool = false,
    precision: Float = 1,
    perceptualPrecision: Float = 1,
    size: CGSize? = nil,
    traits: UITraitCollection = .init()
  ) -> Snapshotting<UIViewController, UIImage> {
    SimplySnapshotting.image(
      precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale
    ).pullback { viewController in
      SnapshotStrategies.image(
        of: viewController, config: .init(safeArea: .zero, size: size, traits: traits),
        drawHierarchyInKeyWindow: drawHierarchyInKeyWindow, traits: traits)
    }
  }
}

extension Snapshotting where Value == UIViewController, Format == String {
  /// A snapshot strategy for comparing view controllers based on their embedded controller
  /// hierarchy, as UIKit's `_printHierarchy` prints it (addresses removed):
  ///
  /// ```
  /// <UITabBarController>, state: appeared, view: <UILayoutContainerView>
  ///    | <UINavigationController>, state: appeared, view: <UILayoutContainerView>
  ///    |    | <UIViewController>, state: appeared, view: <UIView>
  ///    | <UINavigationController>, state: disappeared, view: <UILayoutContainerView> not in the window
  ///    |    | <UIViewController>, state: disappeared, view: (view not loaded)
  /// ```
  public static var hierarchy: Snapshotting<UIViewController, String> {
    Snapshotting<String, String>.lines.pullback { viewController in
      SnapshotStrategies.text(of: viewController, config: .init(), traits: .init()) { host in
        host.viewController.printHierarchy()
      }
    }
  }

  /// A snapshot strategy for comparing view controller views based on a recursive description
  /// of their properties and hierarchies.
  public static var recursiveDescription: Snapshotting<UIViewController, String> {
    .recursiveDescription()
  }

  /// A snapshot strategy for comparing view controller views based on a recursive description
  /// of their properties and hierarchies, in UIKit's format (iOS 17 and 18) with addresses
  /// removed.
  ///
  /// - Parameters:
  ///   - config: A set of device configuration settings.
  ///   - size: A view size override.
  ///   - traits: A trait collection override.
  public static func recursiveDescription(
    on config: ViewImageConfig = .init(),
    size: CGSize? = nil,
    traits: UITraitCollection = .init()
  ) -> Snapshotting<UIViewController, String> {
    SimplySnapshotting.lines.pullback { viewController in
      SnapshotStrategies.text(
        of: viewController,
        config: .init(safeArea: config.safeArea, size: size ?? config.size, traits: config.traits),
        traits: traits
      ) { host in
        host.viewController.view.recursiveDescription()
      }
    }
  }
}
