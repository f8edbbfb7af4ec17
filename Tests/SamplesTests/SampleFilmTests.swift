import Curtain
import CurtainCommand
import CurtainSamples
import Testing

/// Every sample: it runs to its end without a UIKit exception, lasts one to three seconds, and
/// is listed under a clear name.
@MainActor @Suite struct SampleFilmTests {
  @Test(arguments: samples.map(\.name))
  func runsToItsEndWithoutAnException(name: String) throws {
    let sample = try #require(samples.first { $0.name == name })
    let trace = try sample.film.trace()
    #expect(!trace.events.contains { $0.subject == "UIKit" })
    let length = try sample.film.resolvedDuration()
    #expect((1...3).contains(length), "\(name) lasts \(length) s")
  }

  @Test func namesAreUniqueKebabCaseAndTheDefaultDemoComesFirst() {
    let names = samples.map(\.name)
    #expect(Set(names).count == names.count)
    for name in names {
      #expect(name.range(of: #"^[a-z0-9]+(-[a-z0-9]+)*$"#, options: .regularExpression) != nil)
    }
    #expect(names.first == "inset-card")
  }

  @Test func summariesAreOneLineAndSourcesAreGiven() {
    for sample in samples {
      #expect(!sample.summary.contains("\n") && sample.summary.count <= 100, "\(sample.name)")
      #expect(sample.source != nil, "\(sample.name)")
      // An iPhone 15 Pro, unless the film is about an iPad.
      #expect(
        sample.film.device == (sample.summary.contains("iPad") ? .iPadPro11 : .iPhone15Pro),
        "\(sample.name)")
    }
  }

  /// The titles of the five articles Curtain grew from.
  nonisolated static let articles = [
    "定制 UIPresentationController 子类",
    "详解 iOS 8 UIPresentationController Custom Presentation",
    "Modal Transition",
    "Introducing Presentation Controllers",
    "iOS8 中 UIViewController 新增 presentationController 属性",
  ]

  @Test func everyArticleIsRepresented() {
    let sources = samples.compactMap(\.source)
    for article in Self.articles {
      #expect(sources.contains { $0.hasPrefix(article) }, "\(article)")
    }
    for style in ["coverVertical", "crossDissolve", "flipHorizontal"] {
      #expect(sources.contains { $0.hasSuffix(style) }, "\(style)")
    }
  }

  /// The presentation-styles film: the presenting view leaves the window only for `.fullScreen`.
  @Test func onlyFullScreenRemovesThePresentersView() throws {
    let sample = try #require(samples.first { $0.name == "presentation-styles" })
    let trace = try sample.film.trace()
    // Each presentation ends with the presented controller's viewDidAppear; the presenter's
    // viewDidDisappear comes only when its view is removed.
    let disappearances = trace.events.filter {
      $0.subject == "StylesPresentingViewController" && $0.call.hasPrefix("viewDidDisappear")
    }
    #expect(disappearances.count == 1)
    #expect(disappearances.first.map { abs($0.time - 0.7) < 1e-9 } == true)
  }
}
