import Foundation

extension UIViewController {
  /// The controller, its children and the controllers they present, one line each, as UIKit's
  /// debugging method `_printHierarchy` prints them (docs/uikit-behaviour.md#view-descriptions):
  ///
  /// ```
  /// <UINavigationController 0x6000>, state: appeared, view: <UILayoutContainerView 0x6001>
  ///    | <App.ListViewController 0x6002>, state: appeared, view: <UITableView 0x6003>
  ///    + <UIAlertController 0x6004>, state: appeared, view: <…>, presented with: <…>
  /// ```
  ///
  /// Children follow their parent with `|`, in the order they were added; a presented
  /// controller follows its presenter with `+` and names its presentation controller. A loaded
  /// view outside any window is marked `not in the window`.
  package func printHierarchy() -> String {
    var lines: [String] = []
    func visit(_ controller: UIViewController, depth: Int, presented: Bool) {
      var marks = Array(repeating: "|", count: depth)
      if presented, !marks.isEmpty { marks[marks.count - 1] = "+" }
      let prefix = depth == 0 ? "" : "   " + marks.joined(separator: "    ") + " "
      lines.append(prefix + controller.hierarchyLine(presented: presented))
      for child in controller.children { visit(child, depth: depth + 1, presented: false) }
      // The first controller lists what it shows even when an ancestor presented it.
      if let shown = depth == 0
        ? controller.presentedViewController : controller._presentedViewController
      {
        visit(shown, depth: depth + 1, presented: true)
      }
    }
    visit(self, depth: 0, presented: false)
    return lines.joined(separator: "\n")
  }

  /// One controller's line: class and address, appearance state, view, presentation.
  private func hierarchyLine(presented: Bool) -> String {
    let state: String
    switch appearanceState {
    case .appeared: state = "appeared"
    case .appearing: state = "appearing"
    case .disappeared: state = "disappeared"
    case .disappearing: state = "disappearing"
    }
    var line = "<\(ObjectDescription.className(of: self)) \(ObjectDescription.address(self))>"
    line += ", state: \(state), view: "
    if let view = viewIfLoaded {
      line += "<\(ObjectDescription.className(of: view)) \(ObjectDescription.address(view))>"
      if view.window == nil { line += " not in the window" }
    } else {
      line += "(view not loaded)"
    }
    if presented, let presentation = _presentationController {
      line +=
        ", presented with: <\(Self.presentationClassName(presentation)) "
        + "\(ObjectDescription.address(presentation))>"
    }
    return line
  }

  /// A presentation controller's class as UIKit names its own: `_UIFullscreenPresentationController`
  /// for a full-screen presentation, `_UIAlertControllerAlertPresentationController` for an
  /// alert; an app's own class keeps its name.
  private static func presentationClassName(_ controller: UIPresentationController) -> String {
    switch controller {
    case let system as SystemPresentationController:
      switch system.style {
      case .overFullScreen: return "_UIOverFullscreenPresentationController"
      case .currentContext, .overCurrentContext: return "_UICurrentContextPresentationController"
      default: return "_UIFullscreenPresentationController"
      }
    case is AlertPresentationController: return "_UIAlertControllerAlertPresentationController"
    case is ActionSheetPresentationController:
      return "_UIAlertControllerActionSheetCompactPresentationController"
    default: return ObjectDescription.className(of: controller)
    }
  }
}
