import CurtainPort
import Testing

@Suite struct SwiftUIFenceTests {
  /// A hosting wrapper file is SwiftUI interop whole: Linux leaves it out, comments stay above.
  @Test func aFileImportingSwiftUIIsFencedWhole() {
    let file = ported(
      """
      //  BannerHost.swift

      import SwiftUI
      import UIKit

      @available(iOS 14.0, *)
      public final class BannerHost<Content: View>: UIView {
        let host: UIHostingController<Content>

        init(content: Content) {
          host = UIHostingController(rootView: content)
          super.init(frame: .zero)
        }
      }

      public extension View {
        func banner() -> some View { self }
      }

      """)
    #expect(
      file.text == """
        //  BannerHost.swift

        #if canImport(SwiftUI)
        import SwiftUI
        import UIKit

        @available(iOS 14.0, *)
        public final class BannerHost<Content: View>: UIView {
          let host: UIHostingController<Content>

          init(content: Content) {
            host = UIHostingController(rootView: content)
            super.init(frame: .zero)
          }
        }

        public extension View {
          func banner() -> some View { self }
        }
        #endif

        """)
    #expect(file.count(.swiftUIFence) == 1)
    let fence = file.rewrites.first { $0.kind == .swiftUIFence }
    #expect(fence?.line == 4)  // the first line fenced
    let lost = "`BannerHost`, `extension View` do not exist on Linux"
    #expect(fence?.detail?.hasPrefix(lost) == true)
  }

  /// A SwiftUI import under another condition: that clause and the file's other clauses of the
  /// same condition (the code using SwiftUI) gain the SwiftUI test; the rest stays.
  @Test func clausesOfTheImportsConditionGainTheTest() {
    let file = ported(
      """
      import UIKit
      #if !(arch(i386) || arch(arm))
      import SwiftUI
      #endif

      open class Tip: UIView {
        open func show(text: String) {}

        #if !(arch(i386) || arch(arm))
        open func show<V: View>(rootView: V, parent: UIViewController) {
          parent.addChild(UIHostingController(rootView: rootView))
        }
        #endif

        #if DEBUG
        func dump() {}
        #endif
      }

      """)
    #expect(
      file.text == """
        import UIKit
        #if !(arch(i386) || arch(arm)) && canImport(SwiftUI)
        import SwiftUI
        #endif

        open class Tip: UIView {
          open func show(text: String) {}

          #if !(arch(i386) || arch(arm)) && canImport(SwiftUI)
          open func show<V: View>(rootView: V, parent: UIViewController) {
            parent.addChild(UIHostingController(rootView: rootView))
          }
          #endif

          #if DEBUG
          func dump() {}
          #endif
        }

        """)
    let fences = file.rewrites.filter { $0.kind == .swiftUIFence }
    #expect(fences.map(\.line) == [2, 9])
    #expect(
      fences.first?.detail
        == "`#if !(arch(i386) || arch(arm))` is left out on Linux (it uses SwiftUI)")
  }

  /// The iOS guard libraries write around it is opened first; the SwiftUI test is then added to
  /// what is left of it.
  @Test func anIOSGuardedImportKeepsItsResidualCondition() {
    let file = ported(
      """
      import UIKit
      #if !(os(iOS) && (arch(i386) || arch(arm)))
      import SwiftUI
      #endif

      """)
    #expect(
      file.text == """
        import UIKit
        #if !(arch(i386) || arch(arm)) && canImport(SwiftUI)
        import SwiftUI
        #endif

        """)
  }

  /// Code that already asks for SwiftUI, and files that do not use it, are left as they are.
  @Test func guardedInteropIsLeftAlone() {
    let source = """
      import UIKit
      #if canImport(SwiftUI)
      import SwiftUI

      extension UIView {
        func hosted() -> some View { EmptyView() }
      }
      #endif

      """
    let file = ported(source)
    #expect(file.text == source)
    #expect(file.count(.swiftUIFence) == 0)
  }
}
