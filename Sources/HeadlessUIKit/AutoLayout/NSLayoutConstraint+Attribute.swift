import Foundation

extension NSLayoutConstraint {
  /// A part of an item's layout a constraint relates, as UIKit's `NSLayoutConstraint.Attribute`.
  ///
  /// Every Curtain device lays out left to right: leading is left and trailing is right.
  public enum Attribute: Int, Sendable, CustomStringConvertible {
    case left = 1
    case right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    /// No attribute: the second item of a constraint between a dimension and a constant.
    case notAnAttribute = 0

    /// The last baseline (UIKit's older name).
    public static var baseline: Attribute { .lastBaseline }

    public var description: String {
      switch self {
      case .left: "left"
      case .right: "right"
      case .top: "top"
      case .bottom: "bottom"
      case .leading: "leading"
      case .trailing: "trailing"
      case .width: "width"
      case .height: "height"
      case .centerX: "centerX"
      case .centerY: "centerY"
      case .lastBaseline: "lastBaseline"
      case .firstBaseline: "firstBaseline"
      case .leftMargin: "leftMargin"
      case .rightMargin: "rightMargin"
      case .topMargin: "topMargin"
      case .bottomMargin: "bottomMargin"
      case .leadingMargin: "leadingMargin"
      case .trailingMargin: "trailingMargin"
      case .centerXWithinMargins: "centerXWithinMargins"
      case .centerYWithinMargins: "centerYWithinMargins"
      case .notAnAttribute: "notAnAttribute"
      }
    }

    /// The axis the attribute lies along, or nil for `.notAnAttribute`.
    var axis: NSLayoutConstraint.Axis? {
      switch self {
      case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
        .leadingMargin, .trailingMargin, .centerXWithinMargins:
        return .horizontal
      case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin,
        .bottomMargin, .centerYWithinMargins:
        return .vertical
      case .notAnAttribute:
        return nil
      }
    }

    /// Whether the attribute is a size rather than a position.
    var isDimension: Bool { self == .width || self == .height }

    /// Whether the attribute is a baseline.
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// Whether it is written in reading direction (leading, trailing and their margins).
    var isDirectional: Bool {
      [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
    }

    /// Whether it is written as left or right (and their margins).
    var isAbsoluteHorizontal: Bool { [.left, .right, .leftMargin, .rightMargin].contains(self) }

    /// The attribute with leading and trailing resolved left to right.
    var leftToRight: Attribute {
      switch self {
      case .leading: .left
      case .trailing: .right
      case .leadingMargin: .leftMargin
      case .trailingMargin: .rightMargin
      default: self
      }
    }
  }

  /// How a constraint's first side compares with its second, as UIKit's
  /// `NSLayoutConstraint.Relation`.
  public enum Relation: Int, Sendable, CustomStringConvertible {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1

    public var description: String {
      switch self {
      case .lessThanOrEqual: "<="
      case .equal: "=="
      case .greaterThanOrEqual: ">="
      }
    }
  }

  /// A layout axis, as UIKit's `NSLayoutConstraint.Axis`.
  public enum Axis: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }
}
