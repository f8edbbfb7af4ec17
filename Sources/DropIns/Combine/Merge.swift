import OpenCombine

extension Publishers {
  /// The values of two publishers of the same type, in the order they send them. OpenCombine
  /// lacks it; values wait, in order, for demand.
  public struct Merge<A: Publisher, B: Publisher>: Publisher
  where A.Output == B.Output, A.Failure == B.Failure {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    public let a: A
    public let b: B

    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let fanIn = FanIn<Output, Failure>(
        upstreamCount: 2, mode: .queue, downstream: AnySubscriber(subscriber))
      subscriber.receive(subscription: fanIn)
      a.subscribe(fanIn.side(0) { $0 })
      b.subscribe(fanIn.side(1) { $0 })
    }
  }

  /// The values of three publishers of the same type, in the order they send them.
  public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where
    A.Output == B.Output, B.Output == C.Output, A.Failure == B.Failure, B.Failure == C.Failure
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C

    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let fanIn = FanIn<Output, Failure>(
        upstreamCount: 3, mode: .queue, downstream: AnySubscriber(subscriber))
      subscriber.receive(subscription: fanIn)
      a.subscribe(fanIn.side(0) { $0 })
      b.subscribe(fanIn.side(1) { $0 })
      c.subscribe(fanIn.side(2) { $0 })
    }
  }

  /// The values of any number of publishers of one type, in the order they send them.
  public struct MergeMany<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let publishers: [Upstream]

    public init(_ upstream: Upstream...) { publishers = upstream }
    public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
      publishers = Array(upstream)
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let fanIn = FanIn<Output, Failure>(
        upstreamCount: publishers.count, mode: .queue, downstream: AnySubscriber(subscriber))
      subscriber.receive(subscription: fanIn)
      if publishers.isEmpty { return subscriber.receive(completion: .finished) }
      for (index, publisher) in publishers.enumerated() {
        publisher.subscribe(fanIn.side(index) { $0 })
      }
    }

    /// These publishers and one more.
    public func merge(with other: Upstream) -> MergeMany<Upstream> {
      MergeMany(publishers + [other])
    }
  }
}

extension Publisher {
  /// The values of this publisher and `other`, in the order they send them.
  public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
  where Output == P.Output, Failure == P.Failure {
    Publishers.Merge(self, other)
  }

  /// The values of this publisher and two others, in the order they send them.
  public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
  where Output == B.Output, B.Output == C.Output, Failure == B.Failure, B.Failure == C.Failure {
    Publishers.Merge3(self, b, c)
  }
}
