import Layout

/// A typical screen's Auto Layout constraints as the solver sees them, for timing the solver.
///
/// A header, then cards stacked one below another (scrolling content, taller than the
/// screen), each with a title and rows of icon, title, subtitle and accessory. Edges are pinned
/// to parents with insets, siblings stack with spacing, icons keep a square aspect ratio,
/// subtitles share their title's width, accessories share the first one's width, and every
/// label, icon and accessory has the four content-size constraints UIKit gives an intrinsic
/// size (hugging at 250, compression resistance at 750). The default, 7 cards of 4 rows, is
/// 156 views (624 variables) and 1 037 constraints, and determines every frame.
///
/// What to time: ``makeSolver()`` (adding every constraint and solving), then one constant
/// change and re-solve, ``setHeaderHeight(_:in:)`` (moves every view below the header) or
/// ``setTitleWidth(_:in:)`` (squeezes a title against its accessory, which takes pivots).
package struct LayoutSolverWorkload {
  /// A view's frame as four variables.
  package struct Frame {
    package let left: Variable
    package let top: Variable
    package let width: Variable
    package let height: Variable

    init(_ name: String) {
      left = Variable("\(name).left")
      top = Variable("\(name).top")
      width = Variable("\(name).width")
      height = Variable("\(name).height")
    }

    var right: Expression { left + width }
    var bottom: Expression { top + height }
    var centerY: Expression { top + 0.5 * height }
  }

  /// Every constraint, in the order a layout pass would add them.
  package private(set) var constraints: [Constraint] = []
  /// Every view's frame, the root first.
  package private(set) var frames: [Frame] = []
  /// `header.height == 64`.
  private var headerHeight: Constraint
  /// Each row title's compression resistance, `width >= intrinsic width @750`.
  private var titleWidths: [Constraint] = []

  /// Builds the constraints of `cards` cards of `rowsPerCard` rows each.
  package init(cards: Int = 7, rowsPerCard: Int = 4) {
    let root = Frame("root")
    let header = Frame("header")
    headerHeight = header.height == 64
    frames = [root, header]
    constraints = [
      root.left == 0, root.top == 0, root.width == 390, root.height == 844,
      header.left == root.left, header.top == root.top, header.width == root.width,
      headerHeight,
    ]
    var above = header.bottom
    for card in 0..<cards {
      above = addCard(card, rows: rowsPerCard, in: root, below: above).bottom
    }
  }

  /// A new solver holding every constraint, solved.
  package func makeSolver() throws -> Solver {
    let solver = Solver()
    for constraint in constraints { try solver.add(constraint) }
    return solver
  }

  /// Changes the header's height in `solver`: one constant, re-solved in place.
  package func setHeaderHeight(_ height: Double, in solver: Solver) throws {
    try solver.setConstant(-height, of: headerHeight)
  }

  /// Changes the intrinsic width of the middle row's title in `solver`. Beyond 254 points,
  /// the room between its icon and its accessory, the title's compression resistance gives way.
  package func setTitleWidth(_ width: Double, in solver: Solver) throws {
    try solver.setConstant(-width, of: titleWidths[titleWidths.count / 2])
  }

  /// Every view's solved frame, in ``frames`` order.
  package func frameValues(in solver: Solver) -> [(
    x: Double, y: Double, width: Double, height: Double
  )] {
    frames.map { frame in
      (
        solver.value(of: frame.left), solver.value(of: frame.top), solver.value(of: frame.width),
        solver.value(of: frame.height)
      )
    }
  }

  private mutating func view(_ name: String) -> Frame {
    let frame = Frame(name)
    frames.append(frame)
    return frame
  }

  /// UIKit's four intrinsic-content-size constraints: hug at 250, resist compression at 750.
  /// Returns the width's compression resistance.
  @discardableResult
  private mutating func intrinsicSize(_ frame: Frame, width: Double, height: Double) -> Constraint {
    let resistance = Constraint(frame.width >= width, strength: 750)
    constraints += [
      Constraint(frame.width <= width, strength: 250), resistance,
      Constraint(frame.height <= height, strength: 250),
      Constraint(frame.height >= height, strength: 750),
    ]
    return resistance
  }

  private mutating func addCard(_ index: Int, rows: Int, in root: Frame, below above: Expression)
    -> Frame
  {
    let card = view("card\(index)")
    let title = view("card\(index).title")
    constraints += [
      card.left == root.left + 16, card.right == root.right - 16,
      card.top >= above + 12, Constraint(card.top == above + 12, strength: 750),
      title.left == card.left + 16, title.right <= card.right - 16, title.top == card.top + 12,
    ]
    intrinsicSize(title, width: 120 + Double(index * 7 % 50), height: 22)
    var rowAbove = title.bottom
    var firstAccessory: Frame? = nil
    for row in 0..<rows {
      let frame = addRow(
        "card\(index).row\(row)", in: card, below: rowAbove, sharing: &firstAccessory)
      rowAbove = frame.bottom
    }
    constraints.append(card.bottom == rowAbove + 8)
    return card
  }

  private mutating func addRow(
    _ name: String, in card: Frame, below above: Expression, sharing firstAccessory: inout Frame?
  ) -> Frame {
    let row = view(name)
    let icon = view("\(name).icon")
    let title = view("\(name).title")
    let subtitle = view("\(name).subtitle")
    let accessory = view("\(name).accessory")
    constraints += [
      row.left == card.left, row.width == card.width, row.top == above + 4,
      row.height >= 44, Constraint(row.height == 44, strength: 250),
      icon.left == row.left + 16, icon.centerY == row.centerY, icon.height == icon.width,
      title.left == icon.right + 12, title.right <= accessory.left - 8,
      title.top == row.top + 10,
      subtitle.left == title.left, subtitle.width == title.width,
      subtitle.top == title.bottom + 2, subtitle.bottom <= row.bottom - 10,
      accessory.right == row.right - 16, accessory.centerY == row.centerY,
    ]
    if let first = firstAccessory {
      constraints.append(accessory.width == first.width)
    } else {
      firstAccessory = accessory
    }
    intrinsicSize(icon, width: 28, height: 28)
    titleWidths.append(intrinsicSize(title, width: 90 + Double(name.count * 13 % 70), height: 20))
    intrinsicSize(subtitle, width: 140, height: 16)
    intrinsicSize(accessory, width: 24, height: 24)
    return row
  }
}
