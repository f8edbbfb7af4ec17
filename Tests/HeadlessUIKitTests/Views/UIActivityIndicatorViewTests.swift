import Compositor
import Foundation
import Testing

@testable import HeadlessUIKit

/// A spinner on a white screen, as iOS code shows one.
@MainActor private func spinnerStage(
  _ style: UIActivityIndicatorView.Style = .large, start: Bool = true
) -> (Stage, UIActivityIndicatorView) {
  let (stage, root) = stageWithRootView()
  let spinner = UIActivityIndicatorView(style: style)
  stage.run {
    root.backgroundColor = .white
    spinner.color = .black
    spinner.center = CGPoint(x: 100, y: 100)
    root.addSubview(spinner)
    if start { spinner.startAnimating() }
  }
  return (stage, spinner)
}

@MainActor @Suite struct UIActivityIndicatorViewTests {
  @Test func aNewIndicatorIsMediumStoppedAndHiddenInTheDefaultColour() {
    let spinner = UIActivityIndicatorView()
    #expect(spinner.style == .medium && !spinner.isAnimating)
    #expect(spinner.hidesWhenStopped && spinner.isHidden)
    #expect(spinner.color == UIColor.secondaryLabel)
    #expect(spinner.intrinsicContentSize == CGSize(width: 20, height: 20))
    let large = UIActivityIndicatorView(style: .large)
    #expect(large.frame.size == CGSize(width: 37, height: 37))
    #expect(UIActivityIndicatorView(style: .white).color == UIColor.white)
    #expect(UIActivityIndicatorView(style: .gray).color == UIColor.gray)
  }

  @Test func startingShowsStoppingHidesUnlessTold() {
    // On a stage: an animation added with no clock ends at once.
    let (stage, spinner) = spinnerStage(.medium, start: false)
    stage.run {
      spinner.startAnimating()
      #expect(spinner.isAnimating && !spinner.isHidden)
      #expect(spinner.spokesLayer.animation(forKey: UIActivityIndicatorView.spinKey) != nil)
      spinner.stopAnimating()
      #expect(!spinner.isAnimating && spinner.isHidden)
      #expect(spinner.spokesLayer.animation(forKey: UIActivityIndicatorView.spinKey) == nil)
      spinner.hidesWhenStopped = false
      #expect(!spinner.isHidden)
      spinner.startAnimating()
      spinner.stopAnimating()
      #expect(!spinner.isHidden)
    }
  }

  @Test func theColourPaintsTheSpokesAndNilRestoresTheStyles() {
    let spinner = UIActivityIndicatorView(style: .large)
    spinner.color = .systemRed
    let spokes = spinner.spokesLayer.sublayers ?? []
    #expect(spokes.count == 8)
    #expect(spokes.allSatisfy { $0.backgroundColor == UIColor.systemRed.cgColor })
    spinner.color = nil
    #expect(spinner.color == UIColor.secondaryLabel)
    #expect(spokes.first?.opacity == 1 && spokes[1].opacity == 0.25)
  }

  @Test func theSpokesTurnAnEighthEveryEighthOfASecond() throws {
    let (stage, _) = spinnerStage()
    let compositor = Compositor()
    stage.advance(to: 0.2)
    let first = try compositor.render(stage.renderTree())
    stage.advance(to: 0.2 + 0.125)
    let stepped = try compositor.render(stage.renderTree())
    stage.advance(to: 1.2)
    let turned = try compositor.render(stage.renderTree())
    #expect(first != stepped)
    #expect(first == turned)
    // The spinner draws only inside its 37-point square around (100, 100).
    let s = Int(stage.screen.scale)
    #expect(first.pixel(x: 100 * s, y: 60 * s) == first.pixel(x: 10, y: 400))
    let spokeAtTop = first.pixel(x: 100 * s, y: (100 - 15) * s)
    #expect(spokeAtTop != first.pixel(x: 10, y: 400))
  }

  @Test func aStoppedVisibleIndicatorStandsStill() throws {
    let (stage, spinner) = spinnerStage(start: false)
    stage.run { spinner.hidesWhenStopped = false }
    let compositor = Compositor()
    stage.advance(to: 0.2)
    let a = try compositor.render(stage.renderTree())
    stage.advance(to: 0.7)
    let b = try compositor.render(stage.renderTree())
    #expect(a == b)
    #expect(stage.isIdle)
  }

  @Test func theSpokesStayCentredInLargerBounds() {
    let spinner = UIActivityIndicatorView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    spinner.layoutIfNeeded()
    #expect(spinner.spokesLayer.position == CGPoint(x: 50, y: 30))
    #expect(spinner.sizeThatFits(CGSize(width: 300, height: 300)) == CGSize(width: 20, height: 20))
  }
}
