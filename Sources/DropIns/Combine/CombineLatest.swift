import OpenCombine

extension Publishers {
  /// The latest values of two publishers, each time either sends one once both have. OpenCombine
  /// lacks it; upstreams are asked for all their values and only the newest pair waits for
  /// demand.
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher
  where A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
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
        upstreamCount: 2, mode: .latest { ($0[0] as! A.Output, $0[1] as! B.Output) },
        downstream: AnySubscriber(subscriber))
      subscriber.receive(subscription: fanIn)
      a.subscribe(fanIn.side(0) { $0 })
      b.subscribe(fanIn.side(1) { $0 })
    }
  }

  /// The latest values of three publishers, each time any sends one once all have.
  public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure {
    public typealias Output = (A.Output, B.Output, C.Output)
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
        upstreamCount: 3,
        mode: .latest { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output) },
        downstream: AnySubscriber(subscriber))
      subscriber.receive(subscription: fanIn)
      a.subscribe(fanIn.side(0) { $0 })
      b.subscribe(fanIn.side(1) { $0 })
      c.subscribe(fanIn.side(2) { $0 })
    }
  }
}

extension Publishers {
  /// The latest values of four publishers, each time any sends one once all have.
  public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
    public typealias Output = (A.Output, B.Output, C.Output, D.Output)
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C
    public let d: D

    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let fanIn = FanIn<Output, Failure>(
        upstreamCount: 4,
        mode: .latest {
          ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output)
        },
        downstream: AnySubscriber(subscriber))
      subscriber.receive(subscription: fanIn)
      a.subscribe(fanIn.side(0) { $0 })
      b.subscribe(fanIn.side(1) { $0 })
      c.subscribe(fanIn.side(2) { $0 })
      d.subscribe(fanIn.side(3) { $0 })
    }
  }
}

extension Publisher {
  /// The latest values of this publisher and `other`, once both have sent one.
  public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
  where Failure == P.Failure {
    Publishers.CombineLatest(self, other)
  }

  /// The latest values of this publisher and `other`, transformed.
  public func combineLatest<P: Publisher, T>(
    _ other: P, _ transform: @escaping (Output, P.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
    Publishers.CombineLatest(self, other).map(transform)
  }

  /// The latest values of this publisher and two others, once all have sent one.
  public func combineLatest<P: Publisher, Q: Publisher>(_ p: P, _ q: Q)
    -> Publishers.CombineLatest3<Self, P, Q>
  where Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.CombineLatest3(self, p, q)
  }

  /// The latest values of this publisher and two others, transformed.
  public func combineLatest<P: Publisher, Q: Publisher, T>(
    _ p: P, _ q: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T>
  where Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.CombineLatest3(self, p, q).map(transform)
  }

  /// The latest values of this publisher and three others, once all have sent one.
  public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(_ p: P, _ q: Q, _ r: R)
    -> Publishers.CombineLatest4<Self, P, Q, R>
  where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
    Publishers.CombineLatest4(self, p, q, r)
  }

  /// The latest values of this publisher and three others, transformed.
  public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(
    _ p: P, _ q: Q, _ r: R, _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
  where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
    Publishers.CombineLatest4(self, p, q, r).map(transform)
  }
}
