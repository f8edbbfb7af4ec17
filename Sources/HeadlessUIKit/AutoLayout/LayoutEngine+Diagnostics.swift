import Foundation
import Layout

extension LayoutEngine {
  /// UIKit's console message for a required constraint that cannot hold with the others: the
  /// conflicting set, and the constraint broken to recover (here always the one that could not
  /// be added or take its new constant; it stays active and is ignored).
  static func unsatisfiableMessage(_ broken: NSLayoutConstraint, conflicts: [NSLayoutConstraint])
    -> String
  {
    let list = conflicts + [broken]
    let autoresizing = list.contains {
      if case .autoresizingMask = $0.origin { return true }
      return false
    }
    var text = """
      Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want. 
      \tTry this: 
      \t\t(1) look at each constraint and try to figure out which you don't expect; 
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 

      """
    if autoresizing {
      text +=
        "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't "
        + "understand, refer to the documentation for the UIView property "
        + "translatesAutoresizingMaskIntoConstraints) \n"
    }
    text += "(\n" + list.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
    text += "Will attempt to recover by breaking constraint \n\(broken)\n\n"
    text +=
      "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in "
      + "the debugger.\nThe methods in the UIConstraintBasedLayoutDebugging category on UIView "
      + "listed in <UIKitCore/UIView.h> may also be helpful."
    return text
  }

  /// Logs the message for `broken`, which conflicts with the solver constraints `conflicts`.
  func reportUnsatisfiable(_ broken: NSLayoutConstraint, conflicts: [Layout.Constraint]) {
    guard !isMeasuring else { return }
    let list = conflicts.compactMap { self.owners[ObjectIdentifier($0)] }.filter { $0 !== broken }
    Stage.current?.log(Self.unsatisfiableMessage(broken, conflicts: list))
  }

  // MARK: - Ambiguity

  /// Whether the constraints leave the item's frame (or the part `attribute` reads) free to
  /// move.
  func isAmbiguous(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute? = nil) -> Bool {
    prepare()
    guard let v = items[ObjectIdentifier(item)] else { return false }
    let variables: [Variable]
    switch attribute?.axis {
    case .horizontal?: variables = attribute?.isDimension == true ? [v.width] : [v.x, v.width]
    case .vertical?: variables = attribute?.isDimension == true ? [v.height] : [v.y, v.height]
    case nil: variables = [v.x, v.y, v.width, v.height]
    }
    // The root's origin is where every other frame is measured from: no constraint places it.
    let free = item === root ? variables.filter { $0 === v.width || $0 === v.height } : variables
    return free.contains { solver.isAmbiguous($0) }
  }

  /// Moves an ambiguous view to another frame its constraints allow: each free variable to the
  /// far end of its range (20 points on when the range is open).
  func exerciseAmbiguity(of view: UIView) {
    prepare()
    guard let v = items[ObjectIdentifier(view)] else { return }
    var nudges: [Layout.Constraint] = []
    for variable in [v.x, v.y, v.width, v.height] where solver.isAmbiguous(variable) {
      let range = solver.valueRange(of: variable)
      let value = solver.value(of: variable)
      var target =
        value - range.lowerBound > range.upperBound - value
        ? range.lowerBound : range.upperBound
      if !target.isFinite { target = value + (range.upperBound.isFinite ? -20 : 20) }
      let nudge = Layout.Constraint(variable - target, .equal, strength: 1)
      if (try? solver.add(nudge)) != nil { nudges.append(nudge) }
    }
    guard !nudges.isEmpty else { return }
    let scale = view.window?.screen.scale ?? UIScreen.main.scale
    view.setEngineFrame(solvedFrame(v).roundedToPixels(scale: scale))
    for nudge in nudges { try? solver.remove(nudge) }
  }

  /// The active constraints that involve `item` along `axis`, the app's and Auto Layout's.
  func constraintsAffecting(_ item: LayoutItem, axis: NSLayoutConstraint.Axis)
    -> [NSLayoutConstraint]
  {
    prepare()
    var list: [NSLayoutConstraint] = []
    for v in itemOrder {
      list += v.own.filter { $0.solverConstraint != nil }
    }
    root?.forEachInHierarchy { view in
      list += (view.autoLayoutState?.constraints ?? []).filter { $0.solverConstraint != nil }
    }
    return list.filter {
      $0.items.contains { $0 === item } && $0.axis == axis
    }
  }
}
