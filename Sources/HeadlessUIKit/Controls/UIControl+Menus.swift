import Foundation

extension UIControl {
  /// A control running `primaryAction` for `.primaryActionTriggered` (iOS 14).
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// The targets of the target–action pairs, as ``allTargets`` gives them: an object that is
  /// not an `NSObject` by its identifier, a pair without a target as `NSNull`.
  var registeredTargets: Set<AnyHashable> {
    var targets = Set<AnyHashable>()
    for (_, action) in actions {
      if let object = action.object as? NSObject {
        targets.insert(AnyHashable(object))
      } else if let object = action.object {
        targets.insert(AnyHashable(ObjectIdentifier(object)))
      } else if !action.hasTarget {
        targets.insert(NSNull())
      }
    }
    return targets
  }

  /// `.leading`/`.trailing` as left/right for the view's layout direction.
  var resolvedHorizontalAlignment: ContentHorizontalAlignment {
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    switch contentHorizontalAlignment {
    case .leading: return rightToLeft ? .right : .left
    case .trailing: return rightToLeft ? .left : .right
    default: return contentHorizontalAlignment
    }
  }

  /// The context-menu interaction, made when first asked for while enabled.
  var menuInteraction: UIContextMenuInteraction? {
    guard isContextMenuInteractionEnabled else { return nil }
    if let interaction = _menuInteraction { return interaction }
    let interaction = UIContextMenuInteraction()
    interaction.view = self
    _menuInteraction = interaction
    return interaction
  }
}
