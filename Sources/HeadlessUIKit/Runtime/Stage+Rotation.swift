import Foundation

extension Stage {
  /// The duration of a 90° rotation: 0.3 s on phones, 0.4 s on iPads
  /// (docs/uikit-behaviour.md#rotation-duration; a 180° turn takes twice as long). UIKit does not
  /// document it.
  public static func rotationDuration(for idiom: UIUserInterfaceIdiom, quarterTurns: Int)
    -> TimeInterval
  {
    (idiom == .pad ? 0.4 : 0.3) * Double(max(1, quarterTurns))
  }

  /// Rotates the device to `orientation`, as UIKit does (docs/uikit-behaviour.md#rotation):
  /// `UIDevice.orientationDidChangeNotification` (with `UIDevice.current.orientation` already
  /// the new one), `willTransition(to:with:)` when the traits change, `viewWillTransition(to:with:)` down the
  /// view controllers (a presentation controller forwards it to its presented controller), then the
  /// window and every container resize inside one animation with the coordinator's alongside
  /// animations, presentation controllers lay out their containers, traits change, and the
  /// completions run at the end.
  public func rotate(to orientation: UIInterfaceOrientation, animated: Bool = true) {
    run {
      let old = screen.orientation
      guard orientation != old else { return }
      // The device turns first: UIDevice's notification comes before the interface rotates.
      currentDevice.turningTo = orientation
      if currentDevice.isGeneratingDeviceOrientationNotifications {
        NotificationCenter.default.post(
          name: UIDevice.orientationDidChangeNotification, object: currentDevice)
      }
      currentDevice.turningTo = nil
      let oldTraits = screen.traitCollection
      let turns = Self.quarterTurns(from: old, to: orientation)
      let duration =
        animated ? Self.rotationDuration(for: device.idiom, quarterTurns: abs(turns)) : 0
      let coordinator = SizeTransitionCoordinator(
        duration: duration,
        targetTransform: CGAffineTransform(rotationAngle: -CGFloat(turns) * .pi / 2),
        containerView: window)
      let newSize = device.size(for: orientation)
      let newTraits = device.traitCollection(
        for: orientation, style: screen.userInterfaceStyle,
        contentSizeCategory: screen.contentSizeSetting.category)
      let controllers = presentationChain()
      if newTraits != oldTraits {
        for (vc, pc) in controllers {
          if let pc {
            traceCall(pc, "willTransition(to:with:)") {
              pc.willTransition(to: newTraits, with: coordinator)
            }
          }
          traceCall(vc, "willTransition(to:with:)") {
            vc.willTransition(to: newTraits, with: coordinator)
          }
        }
      }
      for (vc, pc) in controllers {
        if let pc {
          traceCall(pc, "viewWillTransition(to:with:)") {
            pc.viewWillTransition(to: newSize, with: coordinator)
          }
        } else {
          traceCall(vc, "viewWillTransition(to:with:)") {
            vc.viewWillTransition(to: newSize, with: coordinator)
          }
        }
      }
      let oldStatusBar = application.statusBarFrame
      postStatusBarChange(will: true, orientation: orientation, frame: nil)
      screen.orientation = orientation
      postStatusBarChange(will: true, orientation: nil, frame: application.statusBarFrame)
      UIView.animate(
        withDuration: duration, delay: 0, options: [],
        animations: {
          self.window.frame = CGRect(origin: .zero, size: newSize)
          self.window.layoutIfNeeded()
          for a in coordinator.animations { a(coordinator) }
        },
        completion: { _ in
          coordinator.isFinished = true
          for c in coordinator.completions { c(coordinator) }
          self.postStatusBarChange(will: false, orientation: old, frame: nil)
          self.postStatusBarChange(will: false, orientation: nil, frame: oldStatusBar)
        })
      if newTraits != oldTraits {
        for (vc, pc) in controllers {
          pc?.notifyTraitChange(oldTraits)
          vc.propagateTraitChange(oldTraits)
        }
      }
      // The scene's delegate hears the geometry it had: a space of the old bounds (a view of
      // that size), the old orientation and traits.
      if let d = windowScene.delegate as? UIWindowSceneDelegate {
        let previousSpace = UIView(frame: CGRect(origin: .zero, size: device.size(for: old)))
        _ = traceOptional(d, "windowScene(_:didUpdate:interfaceOrientation:traitCollection:)") {
          d.windowScene(
            windowScene, didUpdate: previousSpace, interfaceOrientation: old,
            traitCollection: oldTraits)
        }
      }
    }
  }

  /// Posts UIApplication's deprecated status-bar notification for an orientation (when
  /// `orientation` is given) or a frame: the new value before the turn, the old one after it.
  private func postStatusBarChange(
    will: Bool, orientation: UIInterfaceOrientation?, frame: CGRect?
  ) {
    let name: Notification.Name
    let info: [AnyHashable: Any]
    if let orientation {
      name =
        will
        ? UIApplication.willChangeStatusBarOrientationNotification
        : UIApplication.didChangeStatusBarOrientationNotification
      info = [UIApplication.statusBarOrientationUserInfoKey: orientation.rawValue]
    } else {
      name =
        will
        ? UIApplication.willChangeStatusBarFrameNotification
        : UIApplication.didChangeStatusBarFrameNotification
      info = [UIApplication.statusBarFrameUserInfoKey: frame ?? .zero]
    }
    NotificationCenter.default.post(name: name, object: application, userInfo: info)
  }

  /// Quarter turns (counter-clockwise positive) between two interface orientations.
  static func quarterTurns(from a: UIInterfaceOrientation, to b: UIInterfaceOrientation) -> Int {
    func index(_ o: UIInterfaceOrientation) -> Int {
      switch o {
      case .portrait: return 0
      case .landscapeLeft: return 1
      case .portraitUpsideDown: return 2
      case .landscapeRight: return 3
      default: return 0
      }
    }
    var d = (index(b) - index(a) + 4) % 4
    if d == 3 { d = -1 }
    return d
  }

  /// The window's root controller and every presented controller above it, each with the
  /// presentation controller that presents it (nil for the root).
  func presentationChain() -> [(UIViewController, UIPresentationController?)] {
    guard let root = window.rootViewController else { return [] }
    var chain: [(UIViewController, UIPresentationController?)] = [(root, nil)]
    var vc = root
    while let next = vc.presentedViewController {
      chain.append((next, next._presentationController))
      vc = next
    }
    return chain
  }
}
