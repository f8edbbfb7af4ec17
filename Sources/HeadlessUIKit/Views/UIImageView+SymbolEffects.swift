import Foundation
import SystemRunLoop

/// What a symbol effect's completion is told (iOS 17).
@MainActor public final class UISymbolEffectCompletionContext {
  /// Whether the effect ran to its end (false when it was removed or replaced first).
  public let isFinished: Bool
  /// The view that ran the effect.
  public private(set) weak var sender: (any UISymbolEffectCompletionSender)?
  /// The effect.
  public let effect: any SymbolEffect

  init(isFinished: Bool, sender: (any UISymbolEffectCompletionSender)?, effect: any SymbolEffect) {
    self.isFinished = isFinished
    self.sender = sender
    self.effect = effect
  }
}

/// What runs a symbol effect: an image view (and on iOS a bar button item).
@MainActor public protocol UISymbolEffectCompletionSender: AnyObject {}

public typealias UISymbolEffectCompletion = @MainActor (UISymbolEffectCompletionContext) -> Void

extension UIImageView: UISymbolEffectCompletionSender {}

/// Symbol effects on an image view, kept as iOS keeps them and not drawn: the symbol stays still
/// (the stage says so once). An indefinite effect runs until removed, replacing one of its
/// kind; a discrete one plays its times and completes, at the run loop's next turn here; a
/// transient one stays until removed. Completions are told whether the effect finished.
extension UIImageView {
  /// Effects running now, oldest first.
  var symbolEffects: [any SymbolEffect] { runningSymbolEffects.map(\.effect) }

  public func addSymbolEffect(
    _ effect: some IndefiniteSymbolEffect & SymbolEffect,
    options: SymbolEffectOptions = .default, animated: Bool = true,
    completion: UISymbolEffectCompletion? = nil
  ) {
    keep(effect, completion: completion)
  }

  public func addSymbolEffect(
    _ effect: some DiscreteSymbolEffect & SymbolEffect,
    options: SymbolEffectOptions = .default, animated: Bool = true,
    completion: UISymbolEffectCompletion? = nil
  ) {
    play(effect, completion: completion)
  }

  /// An effect both discrete and indefinite runs until removed with `.repeating`, and plays
  /// its times with `.repeat(_:)` or `.nonRepeating`; by default `.bounce` (discrete before
  /// iOS 18) plays once and `.pulse` and `.variableColor` run until removed.
  public func addSymbolEffect(
    _ effect: some DiscreteSymbolEffect & IndefiniteSymbolEffect & SymbolEffect,
    options: SymbolEffectOptions = .default, animated: Bool = true,
    completion: UISymbolEffectCompletion? = nil
  ) {
    let runsUntilRemoved = options.repeatCount.map { $0 == 0 } ?? !(effect is BounceSymbolEffect)
    if runsUntilRemoved {
      keep(effect, completion: completion)
    } else {
      play(effect, completion: completion)
    }
  }

  public func addSymbolEffect(
    _ effect: some TransientSymbolEffect & SymbolEffect,
    options: SymbolEffectOptions = .default, animated: Bool = true,
    completion: UISymbolEffectCompletion? = nil
  ) {
    keep(effect, completion: completion)
  }

  public func removeSymbolEffect(
    ofType effect: some IndefiniteSymbolEffect & SymbolEffect,
    options: SymbolEffectOptions = .default, animated: Bool = true,
    completion: UISymbolEffectCompletion? = nil
  ) {
    end(ofType: type(of: effect), completion: completion)
  }

  public func removeSymbolEffect(
    ofType effect: some TransientSymbolEffect & SymbolEffect,
    options: SymbolEffectOptions = .default, animated: Bool = true,
    completion: UISymbolEffectCompletion? = nil
  ) {
    end(ofType: type(of: effect), completion: completion)
  }

  public func removeAllSymbolEffects(
    options: SymbolEffectOptions = .default, animated: Bool = true
  ) {
    let ended = runningSymbolEffects
    runningSymbolEffects = []
    for running in ended { running.completion?(context(running.effect, finished: false)) }
  }

  /// Sets the image at once; the transition between the two symbols is not drawn.
  public func setSymbolImage(
    _ image: UIImage, contentTransition: some ContentTransitionSymbolEffect & SymbolEffect,
    options: SymbolEffectOptions = .default, completion: UISymbolEffectCompletion? = nil
  ) {
    noteSymbolEffects()
    self.image = image
    finishAtNextTurn(contentTransition, completion: completion)
  }

  private func keep(_ effect: some SymbolEffect, completion: UISymbolEffectCompletion?) {
    noteSymbolEffects()
    end(ofType: type(of: effect), completion: nil)
    runningSymbolEffects.append((effect, completion))
  }

  private func play(_ effect: some SymbolEffect, completion: UISymbolEffectCompletion?) {
    noteSymbolEffects()
    finishAtNextTurn(effect, completion: completion)
  }

  /// Removes the running effects of `kind`, telling their completions they did not finish, and
  /// tells `completion` the removal did.
  private func end(ofType kind: any SymbolEffect.Type, completion: UISymbolEffectCompletion?) {
    let ended = runningSymbolEffects.filter { type(of: $0.effect) == kind }
    runningSymbolEffects.removeAll { type(of: $0.effect) == kind }
    for running in ended { running.completion?(context(running.effect, finished: false)) }
    if let completion, let last = ended.last { completion(context(last.effect, finished: true)) }
  }

  private func finishAtNextTurn(_ effect: some SymbolEffect, completion: UISymbolEffectCompletion?)
  {
    guard let completion else { return }
    nonisolated(unsafe) let finish = { [weak self] in
      guard let self else { return }
      completion(self.context(effect, finished: true))
    }
    if let timeline = Timeline.runningHere {
      timeline.runOnMainActor(at: nil) { MainActor.assumeIsolated { finish() } }
    } else {
      SystemRunLoop.async(DispatchQueue.main, group: nil, qos: .unspecified, flags: []) {
        MainActor.assumeIsolated { finish() }
      }
    }
  }

  private func context(_ effect: any SymbolEffect, finished: Bool)
    -> UISymbolEffectCompletionContext
  {
    UISymbolEffectCompletionContext(isFinished: finished, sender: self, effect: effect)
  }

  private func noteSymbolEffects() {
    noteMissingEffect("UIImageView.addSymbolEffect(_:)", "the symbol is drawn still")
  }
}
