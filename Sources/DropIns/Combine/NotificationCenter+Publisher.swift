import Foundation
import OpenCombine

extension NotificationCenter {
  /// A publisher of the notifications named `name` (from `object`, or from any sender when nil)
  /// that this center posts, delivered on the posting thread.
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
    Publisher(center: self, name: name, object: object)
  }

  /// A publisher of a center's notifications of one name: each subscriber gets those it has
  /// demand for, from when it subscribes until it cancels.
  public struct Publisher: OpenCombine.Publisher {
    public typealias Output = Notification
    public typealias Failure = Never

    public let center: NotificationCenter
    public let name: Notification.Name
    public let object: AnyObject?

    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Notification, S.Failure == Never {
      let subscription = NotificationSubscription(AnySubscriber(subscriber))
      subscriber.receive(subscription: subscription)
      subscription.observe(center, name: name, object: object)
    }
  }
}

extension NotificationCenter.Publisher: Equatable {
  /// Publishers of the same center, name and sender are equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.center === rhs.center && lhs.name == rhs.name && lhs.object === rhs.object
  }
}

/// One subscriber's observation of a center: the notifications it has room for reach it.
private final class NotificationSubscription: Subscription, @unchecked Sendable {
  private let lock = NSLock()
  private var downstream: AnySubscriber<Notification, Never>?
  private var demand = Subscribers.Demand.none
  private var observer: (center: NotificationCenter, token: any NSObjectProtocol)?

  init(_ downstream: AnySubscriber<Notification, Never>) { self.downstream = downstream }

  /// Starts observing, unless the subscriber cancelled as it received the subscription.
  func observe(_ center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
    let token = center.addObserver(forName: name, object: object, queue: nil) {
      [weak self] notification in self?.deliver(notification)
    }
    lock.lock()
    guard downstream != nil else {
      lock.unlock()
      return center.removeObserver(token)
    }
    observer = (center, token)
    lock.unlock()
  }

  private func deliver(_ notification: Notification) {
    lock.lock()
    guard let downstream, demand > 0 else { return lock.unlock() }
    demand -= 1
    lock.unlock()
    let more = downstream.receive(notification)
    lock.lock()
    if self.downstream != nil { demand += more }
    lock.unlock()
  }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    if downstream != nil { self.demand += demand }
    lock.unlock()
  }

  func cancel() {
    lock.lock()
    let observer = self.observer
    (downstream, self.observer) = (nil, nil)
    lock.unlock()
    if let observer { observer.center.removeObserver(observer.token) }
  }
}
