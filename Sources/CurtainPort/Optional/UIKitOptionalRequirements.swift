/// UIKit's and Core Animation's `@objc optional` requirements that Curtain declares as plain
/// requirements with a default implementation. A call written for iOS,
/// `delegate?.scrollViewDidScroll?(scrollView)`, loses its `?` as a call of the ported sources'
/// own optional requirements does, and Curtain's default does what iOS did when the method is
/// not implemented.
///
/// The list is HeadlessUIKit's and HeadlessQuartzCore's protocol requirements that an extension
/// of their protocol implements (`UIKitOptionalRequirementsTests` checks it against them).
enum UIKitOptionalRequirements {
  /// Where the requirements come from, as ``OptionalRequirement/path``.
  static let path = "<UIKit>"

  /// The requirements, parsed from declarations written from ``signatures``.
  static let requirements: [OptionalRequirement] = OptionalRequirement.collect(
    in: ParsedFile(path: path, text: declarations))

  /// Each protocol's requirements as `name(label:)`, with ` -> Type` for those that return one.
  static let signatures: [String: [String]] = [
    "CAAnimationDelegate": [
      "animationDidStart(_:)", "animationDidStop(_:finished:)",
    ],
    "CALayerDelegate": [
      "action(for:forKey:) -> CAAction?", "layoutSublayers(of:)", "display(_:)", "draw(_:in:)",
      "layerWillDraw(_:)",
    ],
    "UIAdaptivePresentationControllerDelegate": [
      "adaptivePresentationStyle(for:) -> UIModalPresentationStyle",
      "adaptivePresentationStyle(for:traitCollection:) -> UIModalPresentationStyle",
      "presentationController(_:viewControllerForAdaptivePresentationStyle:) -> UIViewController?",
      "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)",
      "presentationControllerShouldDismiss(_:) -> Bool", "presentationControllerWillDismiss(_:)",
      "presentationControllerDidDismiss(_:)", "presentationControllerDidAttemptToDismiss(_:)",
    ],
    "UIApplicationDelegate": [
      "applicationDidFinishLaunching(_:)", "application(_:willFinishLaunchingWithOptions:) -> Bool",
      "application(_:didFinishLaunchingWithOptions:) -> Bool", "applicationDidBecomeActive(_:)",
      "applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)",
      "applicationWillEnterForeground(_:)", "applicationDidReceiveMemoryWarning(_:)",
      "applicationWillTerminate(_:)", "applicationSignificantTimeChange(_:)",
      "applicationProtectedDataWillBecomeUnavailable(_:)",
      "applicationProtectedDataDidBecomeAvailable(_:)", "application(_:open:options:) -> Bool",
      "application(_:didRegisterForRemoteNotificationsWithDeviceToken:)",
      "application(_:didFailToRegisterForRemoteNotificationsWithError:)",
      "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)",
      "application(_:performActionFor:completionHandler:)",
      "application(_:handleEventsForBackgroundURLSession:completionHandler:)",
      "application(_:handleWatchKitExtensionRequest:reply:)",
      "applicationShouldRequestHealthAuthorization(_:)",
      "application(_:willContinueUserActivityWithType:) -> Bool",
      "application(_:continue:restorationHandler:) -> Bool",
      "application(_:didFailToContinueUserActivityWithType:error:)", "application(_:didUpdate:)",
      "application(_:supportedInterfaceOrientationsFor:) -> UIInterfaceOrientationMask",
      "application(_:shouldAllowExtensionPointIdentifier:) -> Bool",
      "application(_:viewControllerWithRestorationIdentifierPath:coder:) -> UIViewController?",
      "application(_:shouldSaveSecureApplicationState:) -> Bool",
      "application(_:shouldRestoreSecureApplicationState:) -> Bool",
      "application(_:willEncodeRestorableStateWith:)",
      "application(_:didDecodeRestorableStateWith:)",
      "application(_:shouldSaveApplicationState:) -> Bool",
      "application(_:shouldRestoreApplicationState:) -> Bool",
      "applicationShouldAutomaticallyLocalizeKeyCommands(_:) -> Bool",
      "application(_:configurationForConnecting:options:) -> UISceneConfiguration",
      "application(_:didDiscardSceneSessions:)",
    ],
    "UICollectionViewDataSource": [
      "numberOfSections(in:) -> Int",
      "collectionView(_:viewForSupplementaryElementOfKind:at:) -> UICollectionReusableView",
      "collectionView(_:canMoveItemAt:) -> Bool", "collectionView(_:moveItemAt:to:)",
      "indexTitles(for:) -> [String]?", "collectionView(_:indexPathForIndexTitle:at:) -> IndexPath",
    ],
    "UICollectionViewDataSourcePrefetching": [
      "collectionView(_:cancelPrefetchingForItemsAt:)"
    ],
    "UICollectionViewDelegate": [
      "collectionView(_:shouldHighlightItemAt:) -> Bool", "collectionView(_:didHighlightItemAt:)",
      "collectionView(_:didUnhighlightItemAt:)", "collectionView(_:shouldSelectItemAt:) -> Bool",
      "collectionView(_:shouldDeselectItemAt:) -> Bool", "collectionView(_:didSelectItemAt:)",
      "collectionView(_:didDeselectItemAt:)",
      "collectionView(_:canPerformPrimaryActionForItemAt:) -> Bool",
      "collectionView(_:performPrimaryActionForItemAt:)",
      "collectionView(_:willDisplay:forItemAt:)",
      "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)",
      "collectionView(_:didEndDisplaying:forItemAt:)",
      "collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)",
      "collectionView(_:transitionLayoutForOldLayout:newLayout:) -> UICollectionViewTransitionLayout",
      "collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:) -> IndexPath",
      "collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:) -> IndexPath",
      "collectionView(_:targetContentOffsetForProposedContentOffset:) -> CGPoint",
      "collectionView(_:canEditItemAt:) -> Bool",
      "collectionView(_:shouldBeginMultipleSelectionInteractionAt:) -> Bool",
      "collectionView(_:didBeginMultipleSelectionInteractionAt:)",
      "collectionViewDidEndMultipleSelectionInteraction(_:)",
      "collectionView(_:canFocusItemAt:) -> Bool", "collectionView(_:shouldUpdateFocusIn:) -> Bool",
      "collectionView(_:didUpdateFocusIn:with:)",
      "indexPathForPreferredFocusedView(in:) -> IndexPath?",
      "collectionView(_:selectionFollowsFocusForItemAt:) -> Bool",
      "collectionView(_:shouldSpringLoadItemAt:with:) -> Bool",
      "collectionView(_:contextMenuConfigurationForItemsAt:point:) -> UIContextMenuConfiguration?",
      "collectionView(_:contextMenuConfigurationForItemAt:point:) -> UIContextMenuConfiguration?",
      "collectionView(_:contextMenuConfiguration:highlightPreviewForItemAt:) -> UITargetedPreview?",
      "collectionView(_:contextMenuConfiguration:dismissalPreviewForItemAt:) -> UITargetedPreview?",
      "collectionView(_:previewForHighlightingContextMenuWithConfiguration:) -> UITargetedPreview?",
      "collectionView(_:previewForDismissingContextMenuWithConfiguration:) -> UITargetedPreview?",
      "collectionView(_:willPerformPreviewActionForMenuWith:animator:)",
      "collectionView(_:willDisplayContextMenu:animator:)",
      "collectionView(_:willEndContextMenuInteraction:animator:)",
    ],
    "UICollectionViewDelegateFlowLayout": [
      "collectionView(_:layout:sizeForItemAt:) -> CGSize",
      "collectionView(_:layout:insetForSectionAt:) -> UIEdgeInsets",
      "collectionView(_:layout:minimumLineSpacingForSectionAt:) -> CGFloat",
      "collectionView(_:layout:minimumInteritemSpacingForSectionAt:) -> CGFloat",
      "collectionView(_:layout:referenceSizeForHeaderInSection:) -> CGSize",
      "collectionView(_:layout:referenceSizeForFooterInSection:) -> CGSize",
    ],
    "UICollectionViewDragDelegate": [
      "collectionView(_:itemsForAddingTo:at:point:) -> [UIDragItem]",
      "collectionView(_:dragPreviewParametersForItemAt:) -> UIDragPreviewParameters?",
      "collectionView(_:dragSessionWillBegin:)", "collectionView(_:dragSessionDidEnd:)",
      "collectionView(_:dragSessionAllowsMoveOperation:) -> Bool",
      "collectionView(_:dragSessionIsRestrictedToDraggingApplication:) -> Bool",
    ],
    "UICollectionViewDropDelegate": [
      "collectionView(_:canHandle:) -> Bool", "collectionView(_:dropSessionDidEnter:)",
      "collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:) -> UICollectionViewDropProposal",
      "collectionView(_:dropSessionDidExit:)", "collectionView(_:dropSessionDidEnd:)",
      "collectionView(_:dropPreviewParametersForItemAt:) -> UIDragPreviewParameters?",
    ],
    "UIContentView": [
      "supports(_:) -> Bool"
    ],
    "UIGestureRecognizerDelegate": [
      "gestureRecognizerShouldBegin(_:) -> Bool",
      "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) -> Bool",
      "gestureRecognizer(_:shouldRequireFailureOf:) -> Bool",
      "gestureRecognizer(_:shouldBeRequiredToFailBy:) -> Bool",
      "gestureRecognizer(_:shouldReceive:) -> Bool",
    ],
    "UINavigationControllerDelegate": [
      "navigationController(_:willShow:animated:)", "navigationController(_:didShow:animated:)",
      "navigationController(_:interactionControllerFor:) -> UIViewControllerInteractiveTransitioning?",
      "navigationController(_:animationControllerFor:from:to:) -> UIViewControllerAnimatedTransitioning?",
    ],
    "UIPopoverPresentationControllerDelegate": [
      "prepareForPopoverPresentation(_:)",
      "popoverPresentationControllerShouldDismissPopover(_:) -> Bool",
      "popoverPresentationControllerDidDismissPopover(_:)",
      "popoverPresentationController(_:willRepositionPopoverTo:in:)",
    ],
    "UISceneDelegate": [
      "scene(_:willConnectTo:options:)", "sceneDidDisconnect(_:)", "sceneDidBecomeActive(_:)",
      "sceneWillResignActive(_:)", "sceneWillEnterForeground(_:)", "sceneDidEnterBackground(_:)",
      "scene(_:openURLContexts:)", "stateRestorationActivity(for:) -> NSUserActivity?",
      "scene(_:restoreInteractionStateWith:)", "scene(_:willContinueUserActivityWithType:)",
      "scene(_:continue:)", "scene(_:didFailToContinueUserActivityWithType:error:)",
      "scene(_:didUpdate:)",
    ],
    "UIScrollViewDelegate": [
      "scrollViewDidScroll(_:)", "scrollViewWillBeginDragging(_:)",
      "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)",
      "scrollViewDidEndDragging(_:willDecelerate:)", "scrollViewWillBeginDecelerating(_:)",
      "scrollViewDidEndDecelerating(_:)", "scrollViewDidEndScrollingAnimation(_:)",
      "scrollViewDidChangeAdjustedContentInset(_:)", "viewForZooming(in:) -> UIView?",
      "scrollViewWillBeginZooming(_:with:)", "scrollViewDidZoom(_:)",
      "scrollViewDidEndZooming(_:with:atScale:)", "scrollViewShouldScrollToTop(_:) -> Bool",
      "scrollViewDidScrollToTop(_:)",
    ],
    "UISheetPresentationControllerDelegate": [
      "sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)"
    ],
    "UIStateRestoring": [
      "encodeRestorableState(with:)", "decodeRestorableState(with:)",
      "applicationFinishedRestoringState()",
    ],
    "UITabBarControllerDelegate": [
      "tabBarController(_:shouldSelect:) -> Bool", "tabBarController(_:didSelect:)",
      "tabBarController(_:animationControllerForTransitionFrom:to:) -> UIViewControllerAnimatedTransitioning?",
      "tabBarController(_:interactionControllerFor:) -> UIViewControllerInteractiveTransitioning?",
    ],
    "UITabBarDelegate": [
      "tabBar(_:didSelect:)"
    ],
    "UITableViewDataSource": [
      "numberOfSections(in:) -> Int", "tableView(_:titleForHeaderInSection:) -> String?",
      "tableView(_:titleForFooterInSection:) -> String?", "tableView(_:canEditRowAt:) -> Bool",
      "tableView(_:canMoveRowAt:) -> Bool", "sectionIndexTitles(for:) -> [String]?",
      "tableView(_:sectionForSectionIndexTitle:at:) -> Int", "tableView(_:commit:forRowAt:)",
      "tableView(_:moveRowAt:to:)",
    ],
    "UITableViewDataSourcePrefetching": [
      "tableView(_:cancelPrefetchingForRowsAt:)"
    ],
    "UITableViewDelegate": [
      "tableView(_:heightForRowAt:) -> CGFloat",
      "tableView(_:heightForHeaderInSection:) -> CGFloat",
      "tableView(_:heightForFooterInSection:) -> CGFloat",
      "tableView(_:estimatedHeightForRowAt:) -> CGFloat",
      "tableView(_:estimatedHeightForHeaderInSection:) -> CGFloat",
      "tableView(_:estimatedHeightForFooterInSection:) -> CGFloat",
      "tableView(_:viewForHeaderInSection:) -> UIView?",
      "tableView(_:viewForFooterInSection:) -> UIView?", "tableView(_:willDisplay:forRowAt:)",
      "tableView(_:didEndDisplaying:forRowAt:)", "tableView(_:willDisplayHeaderView:forSection:)",
      "tableView(_:willDisplayFooterView:forSection:)",
      "tableView(_:didEndDisplayingHeaderView:forSection:)",
      "tableView(_:didEndDisplayingFooterView:forSection:)",
      "tableView(_:shouldHighlightRowAt:) -> Bool", "tableView(_:didHighlightRowAt:)",
      "tableView(_:didUnhighlightRowAt:)", "tableView(_:willSelectRowAt:) -> IndexPath?",
      "tableView(_:willDeselectRowAt:) -> IndexPath?", "tableView(_:didSelectRowAt:)",
      "tableView(_:didDeselectRowAt:)", "tableView(_:canPerformPrimaryActionForRowAt:) -> Bool",
      "tableView(_:performPrimaryActionForRowAt:)", "tableView(_:accessoryButtonTappedForRowWith:)",
      "tableView(_:editingStyleForRowAt:) -> UITableViewCell.EditingStyle",
      "tableView(_:titleForDeleteConfirmationButtonForRowAt:) -> String?",
      "tableView(_:editActionsForRowAt:) -> [UITableViewRowAction]?",
      "tableView(_:leadingSwipeActionsConfigurationForRowAt:) -> UISwipeActionsConfiguration?",
      "tableView(_:trailingSwipeActionsConfigurationForRowAt:) -> UISwipeActionsConfiguration?",
      "tableView(_:shouldIndentWhileEditingRowAt:) -> Bool", "tableView(_:willBeginEditingRowAt:)",
      "tableView(_:didEndEditingRowAt:)",
      "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:) -> IndexPath",
      "tableView(_:indentationLevelForRowAt:) -> Int", "tableView(_:canFocusRowAt:) -> Bool",
      "tableView(_:shouldUpdateFocusIn:) -> Bool", "tableView(_:didUpdateFocusIn:with:)",
      "indexPathForPreferredFocusedView(in:) -> IndexPath?",
      "tableView(_:selectionFollowsFocusForRowAt:) -> Bool",
      "tableView(_:shouldSpringLoadRowAt:with:) -> Bool",
      "tableView(_:shouldBeginMultipleSelectionInteractionAt:) -> Bool",
      "tableView(_:didBeginMultipleSelectionInteractionAt:)",
      "tableViewDidEndMultipleSelectionInteraction(_:)",
      "tableView(_:contextMenuConfigurationForRowAt:point:) -> UIContextMenuConfiguration?",
      "tableView(_:previewForHighlightingContextMenuWithConfiguration:) -> UITargetedPreview?",
      "tableView(_:previewForDismissingContextMenuWithConfiguration:) -> UITargetedPreview?",
      "tableView(_:willPerformPreviewActionForMenuWith:animator:)",
      "tableView(_:willDisplayContextMenu:animator:)",
      "tableView(_:willEndContextMenuInteraction:animator:)",
    ],
    "UITableViewDragDelegate": [
      "tableView(_:itemsForAddingTo:at:point:) -> [UIDragItem]",
      "tableView(_:dragPreviewParametersForRowAt:) -> UIDragPreviewParameters?",
      "tableView(_:dragSessionWillBegin:)", "tableView(_:dragSessionDidEnd:)",
      "tableView(_:dragSessionAllowsMoveOperation:) -> Bool",
      "tableView(_:dragSessionIsRestrictedToDraggingApplication:) -> Bool",
    ],
    "UITableViewDropDelegate": [
      "tableView(_:canHandle:) -> Bool", "tableView(_:dropSessionDidEnter:)",
      "tableView(_:dropSessionDidUpdate:withDestinationIndexPath:) -> UITableViewDropProposal",
      "tableView(_:dropSessionDidExit:)", "tableView(_:dropSessionDidEnd:)",
      "tableView(_:dropPreviewParametersForRowAt:) -> UIDragPreviewParameters?",
    ],
    "UITextFieldDelegate": [
      "textFieldShouldBeginEditing(_:) -> Bool", "textFieldDidBeginEditing(_:)",
      "textFieldShouldEndEditing(_:) -> Bool", "textFieldDidEndEditing(_:)",
      "textFieldDidEndEditing(_:reason:)",
      "textField(_:shouldChangeCharactersIn:replacementString:) -> Bool",
      "textFieldDidChangeSelection(_:)", "textFieldShouldClear(_:) -> Bool",
      "textFieldShouldReturn(_:) -> Bool",
    ],
    "UIViewControllerAnimatedTransitioning": [
      "interruptibleAnimator(using:) -> UIViewImplicitlyAnimating", "animationEnded(_:)",
    ],
    "UIViewControllerTransitionCoordinator": [
      "animate(alongsideTransition:) -> Bool", "animateAlongsideTransition(in:animation:) -> Bool",
    ],
    "UIViewControllerTransitioningDelegate": [

      "animationController(forPresented:presenting:source:) -> UIViewControllerAnimatedTransitioning?",
      "animationController(forDismissed:) -> UIViewControllerAnimatedTransitioning?",
      "interactionControllerForPresentation(using:) -> UIViewControllerInteractiveTransitioning?",
      "interactionControllerForDismissal(using:) -> UIViewControllerInteractiveTransitioning?",
      "presentationController(forPresented:presenting:source:) -> UIPresentationController?",
    ],
    "UIViewImplicitlyAnimating": [
      "addAnimations(_:)", "addCompletion(_:)",
      "continueAnimation(withTimingParameters:durationFactor:)",
    ],
    "UIWindowSceneDelegate": [
      "windowScene(_:performActionFor:completionHandler:)"
    ],
  ]

  /// `protocol P { @objc optional func name(label p0: Any) -> Type }` for each protocol.
  static var declarations: String {
    signatures.keys.sorted().map { name in
      let members = signatures[name]!.map { signature in
        let open = signature.firstIndex(of: "(")!
        let close = signature.firstIndex(of: ")")!
        let labels = signature[signature.index(after: open)..<close].split(separator: ":")
        let parameters = labels.enumerated().map { "\($1) p\($0): Any" }
        let result = signature[signature.index(after: close)...]
        return "  @objc optional func \(signature[..<open])(\(parameters.joined(separator: ", ")))"
          + result
      }
      return "protocol \(name) {\n" + members.joined(separator: "\n") + "\n}"
    }.joined(separator: "\n")
  }
}
