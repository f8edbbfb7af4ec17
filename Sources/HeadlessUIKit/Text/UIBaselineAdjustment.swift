/// Where text that shrank to fit sits vertically, as UIKit's `UIBaselineAdjustment`.
public enum UIBaselineAdjustment: Int, Sendable {
  /// The shrunk text's baseline stays where the full-size text's would be.
  case alignBaselines = 0
  /// The shrunk text is centred where the full-size text was.
  case alignCenters = 1
  /// The shrunk text's top stays at the full-size text's top.
  case none = 2
}
