import CurtainPort
import Testing

@Suite struct PlatformGuardTests {
  @Test func theIOSBranchIsKeptAndOthersDropped() {
    let file = ported(
      """
      #if canImport(UIKit)
      import UIKit
      #elseif canImport(AppKit)
      import AppKit
      #endif
      struct A {
          #if os(iOS)
              let inset: CGFloat = 20
          #else
              let inset: CGFloat = 0
          #endif
      }
      """)
    #expect(
      file.text == """
        import UIKit
        struct A {
            let inset: CGFloat = 20
        }
        """)
    #expect(file.count(.platformGuard) == 2)
  }

  @Test func aLaterBranchWinsWhenEarlierOnesAreOtherPlatforms() {
    let file = ported(
      """
      #if os(macOS)
      let name = "mac"
      #elseif os(tvOS) || targetEnvironment(macCatalyst)
      let name = "tv"
      #elseif os(iOS)
      let name = "phone"
      #else
      let name = "other"
      #endif
      """)
    #expect(file.text == "let name = \"phone\"\n")
  }

  @Test func combinationsWithIOSAreDecided() {
    let file = ported(
      """
      #if (os(iOS) || os(tvOS)) && !targetEnvironment(macCatalyst)
      let touch = true
      #else
      let touch = false
      #endif
      #if !canImport(UIKit)
      let headless = true
      #endif
      """)
    #expect(file.text == "let touch = true\n")
  }

  @Test func conditionsThePlatformDoesNotDecideStay() {
    let file = ported(
      """
      #if os(iOS) && DEBUG
      let log = true
      #elseif canImport(UIKit) && (swift(>=5.9) || compiler(>=6))
      let log = false
      #else
      let log = false
      #endif
      """)
    #expect(
      file.text == """
        #if DEBUG
        let log = true
        #elseif swift(>=5.9) || compiler(>=6)
        let log = false
        #else
        let log = false
        #endif

        """)
  }

  @Test func guardsThatDoNotMentionIOSStay() {
    let source = """
      #if canImport(SwiftUI)
      import SwiftUI
      #endif
      #if os(macOS)
      let mac = true
      #else
      let mac = false
      #endif
      #if targetEnvironment(macCatalyst)
      let catalyst = true
      #endif

      """
    let file = ported(source)
    #expect(file.text == source)
    #expect(file.rewrites.isEmpty)
  }

  @Test func nestedGuardsOpenFromTheOutside() {
    let file = ported(
      """
      final class View {
        #if os(iOS)
          func a() {
            #if canImport(UIKit)
              b()
            #else
              c()
            #endif
          }
        #endif
      }
      """)
    #expect(
      file.text == """
        final class View {
          func a() {
            b()
          }
        }
        """)
    #expect(file.count(.platformGuard) == 2)
  }

  @Test func multiLineStringsKeepTheirIndentation() {
    let file = ported(
      """
      #if os(iOS)
          let text = \"\"\"
              kept
              \"\"\"
      #endif
      """)
    #expect(file.text.contains("    let text = \"\"\"\n        kept\n"))
  }
}
