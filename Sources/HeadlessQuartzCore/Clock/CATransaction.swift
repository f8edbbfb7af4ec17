import Foundation

/// One open transaction: the settings its animations get, and the completion group they join.
package struct TransactionState {
  var duration: CFTimeInterval?
  var timingFunction: CAMediaTimingFunction?
  var disableActions: Bool?
  var completionGroup: AnimationCompletionGroup?
  var values: [String: Any] = [:]
  /// Whether `begin()` opened it (the implicit transaction is not explicit).
  var isExplicit: Bool
}

/// Core Animation's transactions: batches of property changes whose implicit animations share a
/// duration, a timing function and a completion block.
///
/// Every turn of the stage's clock has an implicit transaction, committed when the turn ends;
/// `begin()`/`commit()` nest explicit ones inside it. Settings not made in a transaction are
/// inherited from the one around it. Without a running stage every call is a no-op and
/// completion blocks run at once.
@preconcurrency @MainActor public final class CATransaction: NSObject {
  private override init() { super.init() }

  /// Opens a transaction.
  public static func begin() {
    guard let t = Timeline.current else { return }
    ensureImplicit(t)
    t.transactions.append(TransactionState(isExplicit: true))
  }

  /// Commits the innermost explicit transaction. Its completion block runs when every animation
  /// added after the block was set has ended (or at once if there were none).
  public static func commit() {
    guard let t = Timeline.current, let last = t.transactions.last, last.isExplicit else { return }
    t.transactions.removeLast()
    last.completionGroup?.seal()
  }

  /// Commits the implicit transaction now (the stage also does so after every turn).
  public static func flush() { Timeline.current?.flushImplicitTransaction() }

  /// The duration implicit animations get: 0.25 s unless set.
  public static func animationDuration() -> CFTimeInterval {
    lookup(\.duration) ?? 0.25
  }

  public static func setAnimationDuration(_ dur: CFTimeInterval) { modify { $0.duration = dur } }

  /// The timing function implicit animations get (nil: Core Animation's default curve).
  public static func animationTimingFunction() -> CAMediaTimingFunction? {
    lookup(\.timingFunction)
  }

  public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
    modify { $0.timingFunction = function }
  }

  /// Whether property changes run no actions (no implicit animations). Default: false.
  public static func disableActions() -> Bool { lookup(\.disableActions) ?? false }

  public static func setDisableActions(_ flag: Bool) { modify { $0.disableActions = flag } }

  /// Sets the block to run when the animations added from now on in this transaction end.
  public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
    guard let t = Timeline.current else {
      block?()
      return
    }
    ensureImplicit(t)
    let group = block.map { b in AnimationCompletionGroup { _ in b() } }
    t.transactions[t.transactions.count - 1].completionGroup?.seal()
    t.transactions[t.transactions.count - 1].completionGroup = group
  }

  /// A transaction property by key.
  public static func value(forKey key: String) -> Any? {
    Timeline.current?.transactions.reversed().lazy.compactMap { $0.values[key] }.first
  }

  public static func setValue(_ anObject: Any?, forKey key: String) {
    modify { $0.values[key] = anObject }
  }

  // MARK: - Internals

  static func ensureImplicit(_ t: Timeline) {
    if t.transactions.isEmpty { t.transactions.append(TransactionState(isExplicit: false)) }
  }

  static func modify(_ change: (inout TransactionState) -> Void) {
    guard let t = Timeline.current else { return }
    ensureImplicit(t)
    change(&t.transactions[t.transactions.count - 1])
  }

  static func lookup<T>(_ key: KeyPath<TransactionState, T?>) -> T? {
    Timeline.current?.transactions.reversed().lazy.compactMap { $0[keyPath: key] }.first
  }

  /// The completion groups of every open transaction with a completion block: an animation
  /// added in a nested transaction is waited for by the enclosing ones too.
  static func currentCompletionGroups() -> [AnimationCompletionGroup] {
    Timeline.current?.transactions.compactMap(\.completionGroup) ?? []
  }

  /// The implicit animation of a standalone layer's property change: a `CABasicAnimation` from
  /// the current presentation value over the transaction's duration, or nil when actions are
  /// disabled, no stage runs, the layer has not been on screen yet, or the property does not
  /// animate implicitly.
  static func implicitAnimation(for layer: CALayer, keyPath: String) -> CAAction? {
    guard let timeline = Timeline.current, layer.hasBeenCommitted, !disableActions(),
      let kind = LayerState.kind(ofKeyPath: keyPath), kind != .bool, kind != .image
    else { return nil }
    let animation = CABasicAnimation(keyPath: keyPath)
    let now = layer.localTime(atGlobalTime: timeline.now)
    animation.fromValue =
      layer.presentationState(atLocalTime: now).value(forKeyPath: keyPath)?.anyValue
    animation.duration = animationDuration()
    animation.timingFunction = animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
    return animation
  }
}

extension Timeline {
  /// Ends the turn's implicit transaction, as Core Animation's commit does: lays out the
  /// stage's trees and draws the contents that need it, seals the transaction's completion
  /// group, and marks every layer on screen as committed (from now on their property changes
  /// animate implicitly).
  package func flushImplicitTransaction() {
    for root in committedRoots { root.layer?.layoutIfNeeded() }
    for root in committedRoots { root.layer?.displayTreeIfNeeded() }
    if let first = transactions.first, !first.isExplicit {
      transactions.removeFirst()
      first.completionGroup?.seal()
    }
    for root in committedRoots { root.layer?.markCommitted() }
  }
}

extension CALayer {
  func markCommitted() {
    hasBeenCommitted = true
    for l in sublayers ?? [] { l.markCommitted() }
  }
}
