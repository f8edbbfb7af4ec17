// iOS 26 corner configurations as libraries guard them: `#if compiler(>=6.2)` and
// `#available(iOS 26, *)` both hold on Linux, so the guarded code compiles and runs.
import Testing
import UIKit

@MainActor @Suite struct CornerConfigurationDropInTests {
  @Test func guardedCornerConfigurationCodeRuns() {
    var radii: [CGFloat] = []
    #if compiler(>=6.2)
      if #available(iOS 26.0, *) {
        let stored: Any? = UICornerConfiguration.corners(radius: .containerConcentric(minimum: 8))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        if let configuration = stored as? UICornerConfiguration {
          view.cornerConfiguration = configuration
        }
        radii.append(view.effectiveRadius(corner: .topLeft))
        view.cornerConfiguration = .uniformCorners(radius: 10)
        radii.append(view.effectiveRadius(corner: .bottomRight))
        view.cornerConfiguration = .capsule()
        radii.append(view.effectiveRadius(corner: .allCorners))
      }
    #endif
    #expect(radii == [8, 10, 50])
  }
}
