import Foundation

/// A visual format string (`"H:|-[label]-(>=8)-[button(80@750)]-|"`) read into its parts, as
/// Auto Layout's visual format language defines it:
///
///     format     ::= (orientation ':')? (superview connection)? view (connection view)*
///                    (connection superview)?
///     orientation ::= 'H' | 'V'
///     superview  ::= '|'
///     view       ::= '[' name ('(' predicate (',' predicate)* ')')? ']'
///     connection ::= '' | '-' predicates '-' | '-'
///     predicates ::= metricName | number | '(' predicate (',' predicate)* ')'
///     predicate  ::= ('==' | '<=' | '>=')? (metricName | number | viewName) ('@' priority)?
///
/// Metric names are looked up when read; view names stay names until constraints are made.
struct VisualFormat {
  /// One end of a connection: the superview's edge or a named view with its size predicates.
  enum Item: Equatable {
    case superview
    case view(String, [Predicate])
  }

  /// What a predicate relates to: a number (a metric already looked up) or another view.
  enum Object: Equatable {
    case constant(CGFloat)
    case view(String)
  }

  /// `>=8@750`: a relation, what it relates to and an optional priority.
  struct Predicate: Equatable {
    var relation: NSLayoutConstraint.Relation = .equal
    var object: Object
    var priority: Float?
  }

  /// The space between two neighbouring items.
  enum Connection: Equatable {
    /// Nothing between them: they touch.
    case flush
    /// A lone `-`: the standard space.
    case standard
    /// `-p-` or `-(p, q)-`.
    case predicates([Predicate])
  }

  var axis: NSLayoutConstraint.Axis = .horizontal
  /// The items left to right (top to bottom).
  var items: [Item] = []
  /// `connections[i]` lies between `items[i]` and `items[i + 1]`.
  var connections: [Connection] = []
  /// Where each item starts in the format, for error messages.
  var offsets: [Int] = []

  /// Why a format could not be read, and where (a character offset into the format).
  struct Failure: Error {
    var reason: String
    var offset: Int
  }

  /// Reads `format`, looking metric names up in `metrics`.
  init(_ format: String, metrics: [String: Any]) throws(Failure) {
    var reader = Reader(Array(format), metrics: metrics)
    try reader.read(into: &self)
  }

  init() {}
}

extension VisualFormat {
  /// A cursor over the format's characters.
  fileprivate struct Reader {
    let text: [Character]
    let metrics: [String: Any]
    var i = 0

    init(_ text: [Character], metrics: [String: Any]) {
      self.text = text
      self.metrics = metrics
    }

    var peek: Character? { i < text.count ? text[i] : nil }

    func fail(_ reason: String) -> Failure { Failure(reason: reason, offset: i) }

    mutating func skip(_ c: Character) -> Bool {
      guard peek == c else { return false }
      i += 1
      return true
    }

    mutating func expect(_ c: Character, _ reason: String) throws(Failure) {
      guard skip(c) else { throw fail(reason) }
    }

    mutating func read(into format: inout VisualFormat) throws(Failure) {
      if i + 1 < text.count, text[i + 1] == ":", text[i] == "H" || text[i] == "V" {
        format.axis = text[i] == "H" ? .horizontal : .vertical
        i += 2
      }
      if peek == "|" {
        format.offsets.append(i)
        i += 1
        format.items.append(.superview)
        format.connections.append(try connection())
      }
      format.offsets.append(i)
      format.items.append(try view())
      while peek != nil {
        let link = try connection()
        format.offsets.append(i)
        if skip("|") {
          format.items.append(.superview)
          format.connections.append(link)
          break
        }
        guard peek == "[" else { throw fail("Expected a view") }
        format.items.append(try view())
        format.connections.append(link)
      }
      guard peek == nil else { throw fail("Expected the end of the format after '|'") }
    }

    /// `[name]` or `[name(predicates)]`.
    mutating func view() throws(Failure) -> Item {
      try expect("[", "Expected a '[' to begin a view")
      let name = identifier()
      guard !name.isEmpty else { throw fail("Expected a view name") }
      var predicates: [Predicate] = []
      if skip("(") { predicates = try predicateList() }
      try expect("]", "Expected a ']' to close the view")
      return .view(name, predicates)
    }

    /// What lies before the next item: nothing, `-`, `-p-` or `-(p, …)-`.
    mutating func connection() throws(Failure) -> Connection {
      guard skip("-") else { return .flush }
      if peek == "[" || peek == "|" { return .standard }
      let predicates: [Predicate]
      if skip("(") {
        predicates = try predicateList()
      } else {
        predicates = [Predicate(object: try constant())]
      }
      try expect("-", "Expected a '-' after the connection's predicate")
      for p in predicates {
        if case .view = p.object { throw fail("A connection's predicate must be a number") }
      }
      return .predicates(predicates)
    }

    /// `p, q, …)`: predicates up to the closing parenthesis, which it consumes.
    mutating func predicateList() throws(Failure) -> [Predicate] {
      var list = [try predicate()]
      while skip(",") { list.append(try predicate()) }
      try expect(")", "Expected a ')' to close the predicates")
      return list
    }

    mutating func predicate() throws(Failure) -> Predicate {
      var p = Predicate(object: .constant(0))
      p.relation = try relation()
      if let n = number() {
        p.object = .constant(n)
      } else {
        let name = identifier()
        guard !name.isEmpty else { throw fail("Expected a number, metric or view name") }
        p.object = try metric(name).map(Object.constant) ?? .view(name)
      }
      if skip("@") {
        let start = i
        let value: CGFloat
        if let n = number() {
          value = n
        } else {
          let name = identifier()
          guard let m = try metric(name) else {
            i = start
            throw fail("Expected a priority: a number or a metric name")
          }
          value = m
        }
        guard value >= 1 && value <= 1000 else {
          i = start
          throw fail("A priority must be at least 1 and at most 1000")
        }
        p.priority = Float(value)
      }
      return p
    }

    mutating func relation() throws(Failure) -> NSLayoutConstraint.Relation {
      let pairs: [(String, NSLayoutConstraint.Relation)] = [
        ("==", .equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual),
      ]
      for (token, relation) in pairs where text[i...].starts(with: token) {
        i += 2
        return relation
      }
      if peek == "=" || peek == "<" || peek == ">" {
        throw fail("Unknown relation. Must be ==, >=, or <=")
      }
      return .equal
    }

    /// A metric name or a non-negative number (a connection's bare predicate).
    mutating func constant() throws(Failure) -> Object {
      if let n = number() { return .constant(n) }
      let name = identifier()
      guard !name.isEmpty, let m = try metric(name) else {
        throw fail(
          name.isEmpty
            ? "Expected a number or metric name"
            : "\(name) is not a key in the metrics dictionary")
      }
      return .constant(m)
    }

    /// A number as `strtod` reads it (sign, digits, fraction), or nil (nothing consumed).
    mutating func number() -> CGFloat? {
      var j = i
      if j < text.count, text[j] == "-" || text[j] == "+" { j += 1 }
      let digitsStart = j
      while j < text.count, text[j].isASCII, text[j].isNumber || text[j] == "." { j += 1 }
      guard j > digitsStart, let value = Double(String(text[i..<j])) else { return nil }
      i = j
      return CGFloat(value)
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`, or "" (nothing consumed).
    mutating func identifier() -> String {
      guard let first = peek, first.isASCII, first.isLetter || first == "_" else { return "" }
      let start = i
      while let c = peek, c.isASCII, c.isLetter || c.isNumber || c == "_" { i += 1 }
      return String(text[start..<i])
    }

    /// The metric `name` as a number, nil if there is no such metric; a metric that is not a
    /// number fails.
    func metric(_ name: String) throws(Failure) -> CGFloat? {
      guard let value = metrics[name] else { return nil }
      switch value {
      case let n as CGFloat: return n
      case let n as Double: return CGFloat(n)
      case let n as Float: return CGFloat(n)
      case let n as Int: return CGFloat(n)
      case let n as NSNumber: return CGFloat(n.doubleValue)
      default: throw fail("The metric \(name) is not a number")
      }
    }
  }
}
