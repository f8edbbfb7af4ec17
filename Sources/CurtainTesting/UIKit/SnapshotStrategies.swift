import Foundation
import HeadlessUIKit

/// What the UIKit strategies do once they have their value: show it with a ``SnapshotHost`` on
/// a fresh stage, take the image or the text at the ``SnapshotMoment``, and take it down again,
/// on the main actor. The moment and the ``SnapshotAppearance`` are read on the test's own task,
/// where they were bound.
enum SnapshotStrategies {
  /// A controller's view in a window of `config`.
  static func image(
    of viewController: UIViewController, config: ViewImageConfig,
    drawHierarchyInKeyWindow: Bool, traits: UITraitCollection
  ) -> UIImage {
    let moment = SnapshotMoment.current
    let appearance = SnapshotAppearance.current
    return onMainActor {
      SnapshotHost.withStage { stage in
        let host = SnapshotHost(
          stage: stage, config: config, drawHierarchyInKeyWindow: drawHierarchyInKeyWindow,
          traits: traits, view: { viewController.view }, viewController: viewController,
          moment: moment, appearance: appearance)
        let image = host.image(offscreen: config.safeArea == .zero)
        host.dispose()
        return image
      }
    }
  }

  /// A view inside a plain controller's view, in a window `size` (else the view's size) large.
  static func image(
    of view: UIView, size: CGSize?, drawHierarchyInKeyWindow: Bool, traits: UITraitCollection
  ) -> UIImage {
    let moment = SnapshotMoment.current
    let appearance = SnapshotAppearance.current
    return onMainActor {
      SnapshotHost.withStage { stage in
        let host = SnapshotHost(
          stage: stage, config: .init(safeArea: .zero, size: size ?? view.frame.size),
          drawHierarchyInKeyWindow: drawHierarchyInKeyWindow, traits: traits, view: { view },
          viewController: UIViewController(), moment: moment, appearance: appearance)
        let image = host.image(offscreen: true)
        host.dispose()
        return image
      }
    }
  }

  /// A layer laid out and drawn in its own bounds with its model values, as `render(in:)` draws
  /// it: a layer outside a window has no clock to settle.
  static func image(of layer: CALayer, traits: UITraitCollection) -> UIImage {
    onMainActor {
      SnapshotHost.withStage { stage in
        layer.setNeedsLayout()
        layer.layoutIfNeeded()
        let scale = traits.displayScale != 0 ? traits.displayScale : stage.screen.scale
        return SnapshotHost.image(of: layer, scale: scale, model: true)
      }
    }
  }

  /// Text about a controller shown in a window of `config`, with addresses removed.
  static func text(
    of viewController: UIViewController, config: ViewImageConfig, traits: UITraitCollection,
    _ body: @MainActor (SnapshotHost) -> String
  ) -> String {
    let moment = SnapshotMoment.current
    let appearance = SnapshotAppearance.current
    return onMainActor {
      SnapshotHost.withStage { stage in
        let host = SnapshotHost(
          stage: stage, config: config, drawHierarchyInKeyWindow: false, traits: traits,
          view: { viewController.view }, viewController: viewController, moment: moment,
          appearance: appearance)
        defer { host.dispose() }
        return purgePointers(body(host))
      }
    }
  }

  /// A view's recursive description, the view laid out inside a plain controller's view in a
  /// window `size` (else the view's size) large.
  static func description(of view: UIView, size: CGSize?, traits: UITraitCollection) -> String {
    let moment = SnapshotMoment.current
    let appearance = SnapshotAppearance.current
    return onMainActor {
      SnapshotHost.withStage { stage in
        let host = SnapshotHost(
          stage: stage,
          config: .init(safeArea: .zero, size: size ?? view.frame.size, traits: traits),
          drawHierarchyInKeyWindow: false, traits: .init(), view: { view },
          viewController: UIViewController(), moment: moment, appearance: appearance)
        defer { host.dispose() }
        return purgePointers(view.recursiveDescription())
      }
    }
  }

  /// The text with every address removed, as the library removes them: `<UIView: 0x7f…; frame`
  /// becomes `<UIView; frame`.
  static func purgePointers(_ string: String) -> String {
    string.replacingOccurrences(
      of: ":?\\s*0x[\\da-f]+(\\s*)", with: "$1", options: .regularExpression)
  }
}
