extension Publishers {
  /// A publisher that publishes a value only if it differs from the previous one it published,
  /// as Combine's `RemoveDuplicates`.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher filtered.
    public let upstream: Upstream
    /// Whether two consecutive values are duplicates (the second is then dropped).
    public let predicate: (Output, Output) -> Bool

    public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = predicate
      // Each subscription compares with its own previous value.
      var previous: Output?
      upstream.subscribe(
        FilteringSubscriber(subscriber) { value in
          if let last = previous, predicate(last, value) { return nil }
          previous = value
          return value
        })
    }
  }
}

extension Publisher {
  /// Drops a value when `predicate` says it duplicates the previous one published.
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool)
    -> Publishers.RemoveDuplicates<Self>
  {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }
}

extension Publisher where Output: Equatable {
  /// Drops a value equal to the previous one published.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    removeDuplicates(by: ==)
  }
}
