/// The inset card's presentation, call by call, as the article that walks through it documents
/// it (详解 iOS 8 UIPresentationController Custom Presentation): the calls UIKit makes into the
/// delegate, the presentation controller, the animator and the presented controller, and the
/// coordinator's completion last of all ("Subject call" per line). Checked against the stage's
/// trace in SamplesTests and against `curtain trace` in CurtainCommandTests.
public let insetCardPresentationCallOrder = [
  "TransitioningDelegate presentationController(forPresented:presenting:source:)",
  "MyPresentationController shouldPresentInFullscreen",
  "MyPresentationController adaptivePresentationStyle(for:)",
  "TransitioningDelegate animationController(forPresented:presenting:source:)",
  "RedViewController loadView()",
  "RedViewController viewDidLoad()",
  "MyPresentationController shouldRemovePresentersView",
  "MyPresentationController preferredContentSizeDidChange(forChildContentContainer:)",
  "MyPresentationController shouldPresentInFullscreen",
  "MyPresentationController presentationTransitionWillBegin()",
  "RedViewController viewWillAppear(true)",
  "MyPresentationController frameOfPresentedViewInContainerView",
  "TransitioningAnimator transitionDuration(using:)",
  "TransitioningAnimator animateTransition(using:)",
  "MyPresentationController presentedView",
  "MyPresentationController containerViewWillLayoutSubviews()",
  "MyPresentationController containerViewDidLayoutSubviews()",
  "MyPresentationController presentationTransitionDidEnd(true)",
  "RedViewController viewDidAppear(true)",
  "YellowViewController present(_:animated:completion:) completion",
  "UIViewControllerTransitionCoordinator animate(alongsideTransition:completion:) completion",
]
