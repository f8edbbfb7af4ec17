import Foundation
import HeadlessUIKit

/// What the path strategies share: the image of a path's bounds, drawn as the library draws it
/// on iOS, and the text of a path's elements in the library's format.
enum PathSnapshots {
  /// An image of `bounds` at `scale`, with `draw` drawing into it (a path in black by default),
  /// made with the preferred renderer format as on iOS.
  static func image(
    bounds: CGRect, scale: CGFloat, draw: @MainActor (UIGraphicsRendererContext) -> Void
  ) -> UIImage {
    onMainActor {
      let format = UIGraphicsImageRendererFormat.preferred()
      format.scale = scale
      return UIGraphicsImageRenderer(bounds: bounds, format: format).image { draw($0) }
    }
  }

  /// The library's default formatter for points: one to three decimal places, a full stop.
  static let defaultNumberFormatter: NumberFormatter = {
    let numberFormatter = NumberFormatter()
    numberFormatter.decimalSeparator = "."
    numberFormatter.minimumFractionDigits = 1
    numberFormatter.maximumFractionDigits = 3
    return numberFormatter
  }()

  /// A formatter that writes what `numberFormatter` writes on Apple's platforms. There a
  /// formatter of style `.none` keeps the fraction digits it is given (`83.284`), where
  /// Foundation on Linux rounds to one (`83.3`); such a formatter is copied as a decimal one
  /// without grouping, with the same digits and separator.
  static func pointFormatter(like numberFormatter: NumberFormatter) -> NumberFormatter {
    guard numberFormatter.numberStyle == .none,
      let copy = numberFormatter.copy() as? NumberFormatter
    else { return numberFormatter }
    // Setting the style resets the digits, so they are given again after it.
    copy.numberStyle = .decimal
    copy.usesGroupingSeparator = false
    copy.minimumIntegerDigits = numberFormatter.minimumIntegerDigits
    copy.minimumFractionDigits = numberFormatter.minimumFractionDigits
    copy.maximumFractionDigits = numberFormatter.maximumFractionDigits
    copy.decimalSeparator = numberFormatter.decimalSeparator
    return copy
  }

  /// Each element's name and points on a line of its own, a blank line before every subpath but
  /// the first; `Close` keeps the space after its name, as the library writes it.
  static func elementsDescription(of path: CGPath, numberFormatter: NumberFormatter) -> String {
    let numberFormatter = pointFormatter(like: numberFormatter)
    var string = ""
    path.applyWithBlock { pointer in
      let element = pointer.pointee
      if element.type == .moveToPoint && !string.isEmpty { string += "\n" }
      string += name(of: element.type) + " "
      let points = UnsafeBufferPointer(start: element.points, count: pointCount(of: element.type))
      string += points.map { point in
        "(\(format(point.x, numberFormatter)), \(format(point.y, numberFormatter)))"
      }.joined(separator: " ")
      string += "\n"
    }
    return string
  }

  static func format(_ value: CGFloat, _ numberFormatter: NumberFormatter) -> String {
    numberFormatter.string(from: NSNumber(value: Double(value))) ?? "\(value)"
  }

  static func name(of type: CGPathElementType) -> String {
    switch type {
    case .moveToPoint: "MoveTo"
    case .addLineToPoint: "LineTo"
    case .addQuadCurveToPoint: "QuadCurveTo"
    case .addCurveToPoint: "CurveTo"
    case .closeSubpath: "Close"
    }
  }

  static func pointCount(of type: CGPathElementType) -> Int {
    switch type {
    case .moveToPoint, .addLineToPoint: 1
    case .addQuadCurveToPoint: 2
    case .addCurveToPoint: 3
    case .closeSubpath: 0
    }
  }
}
