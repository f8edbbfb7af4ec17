import Foundation
import HeadlessQuartzCore
import OpenCombine

extension _KeyValueCodingAndObserving {
  /// A publisher of the value at `keyPath` each time it changes (and first the current value,
  /// with `.initial`), as key-value observing reports it: views' frames, layers' positions,
  /// scroll views' content offsets.
  public nonisolated func publisher<Value>(
    for keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [.initial, .new]
  ) -> NSObject.KeyValueObservingPublisher<Self, Value> {
    NSObject.KeyValueObservingPublisher(object: self, keyPath: keyPath, options: options)
  }
}

extension NSObject {
  /// A publisher of an observable object's value at a key path, through key-value observing.
  /// Subscribe on the main thread, where views and layers change.
  public struct KeyValueObservingPublisher<Subject: _KeyValueCodingAndObserving, Value>:
    OpenCombine.Publisher
  {
    public typealias Output = Value
    public typealias Failure = Never

    public let object: Subject
    public let keyPath: KeyPath<Subject, Value>
    public let options: NSKeyValueObservingOptions

    public init(
      object: Subject, keyPath: KeyPath<Subject, Value>, options: NSKeyValueObservingOptions
    ) {
      self.object = object
      self.keyPath = keyPath
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
      let subscription = KeyValueSubscription(AnySubscriber(subscriber))
      subscriber.receive(subscription: subscription)
      nonisolated(unsafe) let (object, keyPath) = (object, keyPath)
      let options = options
      MainActor.assumeIsolated {
        subscription.start(
          object.observe(keyPath, options: options) { object, change in
            subscription.deliver(change.newValue ?? object[keyPath: keyPath])
          })
      }
    }
  }
}

/// One subscriber's observation: the changes it has demand for reach it.
private final class KeyValueSubscription<Value>: Subscription, @unchecked Sendable {
  private var downstream: AnySubscriber<Value, Never>?
  private var demand = Subscribers.Demand.none
  private var observation: NSKeyValueObservation?

  init(_ downstream: AnySubscriber<Value, Never>) { self.downstream = downstream }

  func start(_ observation: NSKeyValueObservation) {
    if downstream == nil { observation.invalidate() } else { self.observation = observation }
  }

  func deliver(_ value: Value) {
    guard let downstream, demand > 0 else { return }
    demand -= 1
    demand += downstream.receive(value)
  }

  func request(_ demand: Subscribers.Demand) {
    if downstream != nil { self.demand += demand }
  }

  func cancel() {
    downstream = nil
    observation?.invalidate()
    observation = nil
  }
}
