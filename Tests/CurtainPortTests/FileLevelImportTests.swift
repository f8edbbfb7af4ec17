import CurtainPort
import Testing

/// Libraries shared with macOS wrap a whole file in `#if !os(macOS)`: its imports are the
/// file's own, and the port adds what Linux needs after them.
@Suite struct FileLevelImportTests {
  @Test func networkingImportFollowsImportsInsideAWholeFileCondition() {
    let file = ported(
      """
      #if !os(macOS)

      import UIKit

      public extension UIImageView {
          func load(_ url: URL, session: URLSession = .shared) -> URLSessionDataTask {
              let task = session.dataTask(with: url) { _, _, _ in }
              task.resume()
              return task
          }
      }

      #endif
      """)
    #expect(
      file.text == """
        #if !os(macOS)

        import UIKit
        #if canImport(FoundationNetworking)
          import FoundationNetworking
        #endif

        public extension UIImageView {
            func load(_ url: URL, session: URLSession = .shared) -> URLSessionDataTask {
                let task = session.dataTask(with: url) { _, _, _ in }
                task.resume()
                return task
            }
        }

        #endif
        """)
    #expect(file.count(.networkingImport) == 1)
  }

  /// A file with imports of its own outside any `#if` gets the import after the last of them,
  /// not inside a later clause Linux may not take (a library's own Objective-C target).
  @Test func networkingImportFollowsTheLastUnconditionalImport() {
    let file = ported(
      """
      import UIKit
      #if canImport(GalleryObjC)
      import GalleryObjC
      #endif

      func fetch(_ url: URL) { URLSession.shared.dataTask(with: url).resume() }
      """)
    #expect(
      file.text == """
        import UIKit
        #if canImport(FoundationNetworking)
          import FoundationNetworking
        #endif
        #if canImport(GalleryObjC)
        import GalleryObjC
        #endif

        func fetch(_ url: URL) { URLSession.shared.dataTask(with: url).resume() }
        """)
    #expect(file.count(.networkingImport) == 1)
  }

  /// Code iOS never builds (`#if os(macOS)`) gets nothing: Linux does not build it either.
  @Test func importsUnderAConditionIOSNeverTakesAreNotTheFiles() {
    let source = """
      #if os(macOS)
      import AppKit

      func fetch(_ url: URL) { URLSession.shared.dataTask(with: url).resume() }
      #endif

      """
    #expect(ported(source).count(.networkingImport) == 0)
    let fenced = """
      #if canImport(ObjectiveC)
      import Foundation
      #endif

      let request = URLRequest(url: URL(string: "https://example.com")!)

      """
    #expect(ported(fenced).count(.networkingImport) == 0)
  }

  /// An `#else` clause counts when no clause before it is known to hold on iOS.
  @Test func anElseAfterAMacOSClauseIsTheFiles() {
    let file = ported(
      """
      #if os(macOS)
      import AppKit
      #else
      import UIKit
      #endif

      let request = URLRequest(url: URL(string: "https://example.com")!)

      """)
    #expect(file.count(.networkingImport) == 1)
    #expect(file.text.contains("import UIKit\n#if canImport(FoundationNetworking)"))
  }
}
