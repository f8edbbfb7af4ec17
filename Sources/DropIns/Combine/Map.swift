extension Publishers {
  /// A publisher that transforms each value of its upstream, as Combine's `Map`.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    /// The publisher transformed.
    public let upstream: Upstream
    /// The transformation.
    public let transform: (Upstream.Output) -> Output

    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let transform = transform
      upstream.subscribe(FilteringSubscriber(subscriber) { .some(transform($0)) })
    }
  }
}

extension Publisher {
  /// Transforms each value with `transform`.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }
}
