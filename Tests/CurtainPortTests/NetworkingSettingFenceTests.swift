import CurtainPort
import Testing

/// Linux's FoundationNetworking lacks some of `URLSessionConfiguration`'s settings.
@Suite struct NetworkingSettingFenceTests {
  @Test func settingAnOptionLinuxLacksIsFencedAndListed() {
    let file = ported(
      """
      import UIKit

      enum Downloads {
        static func configuration() -> URLSessionConfiguration {
          let configuration = URLSessionConfiguration.default
          if #available(iOS 11.0, *) {
            configuration.waitsForConnectivity = true
          }
          configuration.timeoutIntervalForRequest = 20
          return configuration
        }
      }
      """)
    #expect(
      file.text == """
        import UIKit
        #if canImport(FoundationNetworking)
          import FoundationNetworking
        #endif

        enum Downloads {
          static func configuration() -> URLSessionConfiguration {
            let configuration = URLSessionConfiguration.default
            if #available(iOS 11.0, *) {
              #if !canImport(FoundationNetworking)
              configuration.waitsForConnectivity = true
              #endif
            }
            configuration.timeoutIntervalForRequest = 20
            return configuration
          }
        }
        """)
    #expect(file.count(.networkingSetting) == 1)
    #expect(
      file.rewrites.first { $0.kind == .networkingSetting }?.detail
        == "`configuration.waitsForConnectivity = true` does not run on Linux (FoundationNetworking "
        + "has no waitsForConnectivity: a request made offline fails at once instead of waiting)")
  }

  /// A read of the setting stays: what to do without it is the library's choice.
  @Test func readsAreLeftAlone() {
    let source = """
      import Foundation

      func waits(_ configuration: URLSessionConfiguration) -> Bool {
        configuration.waitsForConnectivity == true
      }

      """
    #expect(ported(source).count(.networkingSetting) == 0)
  }
}
