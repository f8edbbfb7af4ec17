import CurtainPort
import Testing

/// Overrides in an extension of UIKit's own class move into a subclass of the library's own.
@Suite struct CategoryOverrideTests {
  @Test func theLibrarysOwnInstancesKeepTheOverride() throws {
    // A slideshow's page indicator sizing, as ImageSlideshow writes it.
    let files = ported([
      "PageIndicator.swift": """
      import UIKit

      public protocol PageIndicatorView: AnyObject {
          var view: UIView { get }
      }

      extension UIPageControl: PageIndicatorView {
          public var view: UIView {
              return self
          }

          open override func sizeToFit() {
              var frame = self.frame
              frame.size = size(forNumberOfPages: numberOfPages)
              frame.size.height = 30
              self.frame = frame
          }

          public static func withSlideshowColors() -> UIPageControl {
              let pageControl = UIPageControl()
              pageControl.currentPageIndicatorTintColor = .lightGray
              return pageControl
          }
      }

      """,
      "Slideshow.swift": """
      import UIKit

      open class Slideshow: UIView {
          open var pageIndicator: PageIndicatorView? = UIPageControl()
      }

      """,
    ])
    let indicator = try #require(files["PageIndicator.swift"])
    #expect(
      indicator.text.contains(
        """
                return self
            }

            public static func withSlideshowColors() -> UIPageControl {
                let pageControl = PortedUIPageControl()
        """))
    #expect(
      indicator.text.hasSuffix(
        """
        }

        class PortedUIPageControl: UIPageControl {
            open override func sizeToFit() {
                var frame = self.frame
                frame.size = size(forNumberOfPages: numberOfPages)
                frame.size.height = 30
                self.frame = frame
            }
        }

        """))
    #expect(indicator.count(.categoryOverride) == 1)
    #expect(indicator.notes.isEmpty, "\(indicator.notes)")
    let detail = try #require(indicator.rewrites.first { $0.kind == .categoryOverride }?.detail)
    #expect(detail.contains("created elsewhere keeps UIKit's"))
    let slideshow = try #require(files["Slideshow.swift"])
    #expect(slideshow.text.contains("pageIndicator: PageIndicatorView? = PortedUIPageControl()"))
  }

  @Test func anOverrideOfALibraryClassStillMovesIntoIt() {
    let files = ported([
      "A.swift": "class Card: UIView {\n}\n",
      "B.swift": "extension Card {\n  override func layoutSubviews() {}\n}\n",
    ])
    #expect(files["A.swift"]?.text.contains("  override func layoutSubviews() {}\n}") == true)
    #expect(files["B.swift"]?.text.contains("override") == false)
    #expect(files["B.swift"]?.count(.categoryOverride) == 0)
  }
}
