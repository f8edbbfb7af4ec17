import Compositor
import Foundation
import Testing

/// A frame repeats the previous one when its layer tree is equal value for value; the
/// comparison (Sources/Film/RenderTree+Repeats.swift) must name every stored property of the
/// compositor's types, or frames differing only in a new property would be wrongly repeated.
@Suite struct RenderTreeRepeatsTests {
  @Test func theComparisonKnowsEveryProperty() {
    let node = RenderNode(frame: .zero)
    let names = Mirror(reflecting: node).children.compactMap(\.label)
    #expect(
      names == [
        "bounds", "position", "anchorPoint", "transform", "sublayerTransform", "opacity",
        "allowsGroupOpacity", "backgroundColor", "cornerRadii", "masksToBounds", "border", "shadow",
        "contents", "gradient", "sublayers",
      ], "RenderNode changed: update RenderNode.rendersSame(as:) in Film")
    let tree = RenderTree(size: .zero, layers: [])
    #expect(
      Mirror(reflecting: tree).children.compactMap(\.label) == [
        "size", "scale", "backgroundColor", "layers",
      ],
      "RenderTree changed: update RenderTree.rendersSame(as:) in Film")
  }
}
