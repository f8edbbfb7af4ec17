// The README's "Render your own transition" example, verbatim, so that the first code a new user
// copies always compiles and does what the README says. Keep the two in step.
import Curtain
import CurtainTesting
import Foundation
import Testing

// MARK: - From the README

final class CardPresentationController: UIPresentationController {
  let dimmingView = UIView()

  override var frameOfPresentedViewInContainerView: CGRect {
    containerView!.bounds.insetBy(dx: 30, dy: 30)
  }

  override func presentationTransitionWillBegin() {
    dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
    dimmingView.frame = containerView!.bounds
    dimmingView.alpha = 0
    containerView!.insertSubview(dimmingView, at: 0)
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = 1
    })
  }

  override func dismissalTransitionWillBegin() {
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = 0
    })
  }
}

final class CardTransitioning: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    CardPresentationController(presentedViewController: presented, presenting: presenting)
  }
}

@MainActor func cardFilm() -> Film {
  Film(device: .iPhone15Pro) { stage in  // runs at t = 0 on a fresh stage
    let home = UIViewController()
    let card = UIViewController()
    let transitioning = CardTransitioning()  // transitioningDelegate is weak: keep it
    home.view.backgroundColor = .systemYellow
    card.view.backgroundColor = .systemRed
    card.modalPresentationStyle = .custom
    card.transitioningDelegate = transitioning
    stage.window.rootViewController = home
    stage.at(0.2) { home.present(card, animated: true) { _ = transitioning } }
    stage.at(1.2) { card.dismiss(animated: true) }
  }  // ends 0.5 s after the last animation
}

@MainActor @Test func cardHalfway() throws {
  assertGolden(try cardFilm().frame(at: 0.45))  // Tests/…/__Snapshots__/<File>/cardHalfway.1.png
}

@MainActor @Test func cardOrder() throws {
  let calls = try cardFilm().trace().events.map(\.call)
  #expect(
    calls.firstIndex(of: "presentationTransitionWillBegin()")! < calls.firstIndex(
      of: "viewWillAppear(true)")!)
}

// MARK: - The README's top-level lines, in a temporary directory

@MainActor @Test func readmeTopLevelLines() throws {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("curtain-readme-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let film = cardFilm()
  let halfway = directory.appendingPathComponent("halfway.png").path
  try PNGCodec.write(film.frame(at: 0.45), to: halfway)
  #expect(try PNGCodec.read(from: halfway) == film.frame(at: 0.45))
  let text = try film.trace().text
  #expect(text.contains("CardPresentationController presentationTransitionWillBegin()"))
  #expect(text.contains("CardPresentationController dismissalTransitionDidEnd(true)"))
}
