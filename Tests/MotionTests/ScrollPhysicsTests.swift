import Foundation
import TestSupport
import Testing

@testable import Motion

@Suite struct ScrollPhysicsTests {
  // MARK: - Deceleration

  @Test func velocityFallsByTheRateEveryMillisecond() {
    let d = ScrollDeceleration(position: 0, velocity: 1000, rate: ScrollDeceleration.normalRate)
    #expect(abs(d.velocity(at: 0.001) - 998) < 1e-9)
    #expect(abs(d.velocity(at: 0.1) - 1000 * pow(0.998, 100)) < 1e-9)
    let fast = ScrollDeceleration(position: 0, velocity: 1000, rate: ScrollDeceleration.fastRate)
    #expect(abs(fast.velocity(at: 0.01) - 1000 * pow(0.99, 10)) < 1e-9)
  }

  /// The position is the integral of the velocity: checked against a millisecond-by-millisecond
  /// trapezoid sum of v(t).
  @Test(arguments: [(0.998, 2500.0), (0.99, -1800.0), (0.995, 300.0)])
  func positionIntegratesVelocity(rate: Double, velocity: Double) {
    let d = ScrollDeceleration(position: 40, velocity: velocity, rate: rate)
    var x = 40.0
    let step = 1e-5
    var t = 0.0
    while t < 0.5 - step / 2 {
      x += (d.velocity(at: t) + d.velocity(at: t + step)) / 2 * step
      t += step
    }
    #expect(abs(d.position(at: 0.5) - x) < 1e-6)
  }

  @Test func projectionIsAboutHalfTheVelocityAtTheNormalRate() {
    // −1 / (1000 · ln 0.998) = 0.49950…; WWDC 2018's discrete form gives 0.499.
    let distance = ScrollDeceleration.distance(forVelocity: 1000)
    #expect(abs(distance - 499.4997) < 1e-3)
    #expect(abs(ScrollDeceleration.distance(forVelocity: 1000, rate: 0.99) - 99.4992) < 1e-3)
    let d = ScrollDeceleration(position: 10, velocity: -1000)
    #expect(abs(d.position(at: 100) - d.destination) < 1e-9)
  }

  @Test func durationEndsWithinTheThreshold() {
    let d = ScrollDeceleration(position: 0, velocity: 3000)
    let t = d.duration(threshold: 0.5)
    #expect(abs(d.destination - d.position(at: t) - 0.5) < 1e-9)
    #expect(d.duration(threshold: 0.5) > d.duration(threshold: 2))
    #expect(ScrollDeceleration(position: 0, velocity: 0.1).duration(threshold: 0.5) == 0)
  }

  @Test func timeReachingInvertsPosition() throws {
    var random = SeededRandom(seed: 19)
    for _ in 0..<50 {
      let v = random.double(-4000...4000)
      let d = ScrollDeceleration(position: random.double(-100...100), velocity: v)
      let t = random.double(0...1)
      let reached = try #require(d.time(reaching: d.position(at: t)))
      #expect(abs(reached - t) < 1e-6)
    }
    let d = ScrollDeceleration(position: 0, velocity: 100)
    #expect(d.time(reaching: 60) == nil)  // it stops at 49.95
    #expect(d.time(reaching: -1) == nil)
  }

  @Test func rateForDistanceLandsOnTheDistance() throws {
    let r = try #require(ScrollDeceleration.rate(forDistance: 320, velocity: 1200))
    #expect(abs(ScrollDeceleration.distance(forVelocity: 1200, rate: r) - 320) < 1e-9)
    #expect(ScrollDeceleration.rate(forDistance: -320, velocity: 1200) == nil)
    #expect(ScrollDeceleration.rate(forDistance: 320, velocity: 0) == nil)
  }

  // MARK: - Rubber band

  @Test func rubberBandMatchesThePublishedFormula() {
    // The 2013 analysis of the formula tabulates d = 960: 5 → 2.74, 100 → 52.02, 960 → 340.65.
    #expect(abs(RubberBand.offset(forOvershoot: 5, dimension: 960) - 2.74) < 0.005)
    #expect(abs(RubberBand.offset(forOvershoot: 100, dimension: 960) - 52.02) < 0.005)
    #expect(abs(RubberBand.offset(forOvershoot: 960, dimension: 960) - 340.65) < 0.005)
    #expect(RubberBand.offset(forOvershoot: -100, dimension: 960) < -52)
    #expect(RubberBand.offset(forOvershoot: 1e12, dimension: 500) < 500)
  }

  @Test func rubberBandInverseAndSlope() {
    for x in stride(from: -800.0, through: 800, by: 37) {
      let b = RubberBand.offset(forOvershoot: x, dimension: 700)
      #expect(abs(RubberBand.overshoot(forOffset: b, dimension: 700) - x) < 1e-7)
      let h = 1e-4
      let numeric =
        (RubberBand.offset(forOvershoot: abs(x) + h, dimension: 700)
          - RubberBand.offset(forOvershoot: abs(x) - h, dimension: 700)) / (2 * h)
      #expect(abs(RubberBand.slope(atOvershoot: x, dimension: 700) - numeric) < 1e-6)
    }
    #expect(RubberBand.slope(atOvershoot: 0, dimension: 700) == 0.55)
  }

  @Test func clampStretchesOnlyBeyondTheRange() {
    #expect(RubberBand.clamp(50, to: 0...100, dimension: 400) == 50)
    let above = RubberBand.clamp(160, to: 0...100, dimension: 400)
    #expect(above == 100 + RubberBand.offset(forOvershoot: 60, dimension: 400))
    #expect(abs(RubberBand.clamp(-60, to: 0...100, dimension: 400) + (above - 100)) < 1e-12)
  }

  // MARK: - Bounce and the whole motion

  @Test func bounceIsCriticallyDamped() {
    let b = ScrollBounce(rest: 0, displacement: 0, velocity: 1000)
    // Peak at t = 1/ω, height v₀ / (ω·e).
    #expect(abs(b.position(at: 0.1) - 1000 / (10 * M_E)) < 1e-9)
    #expect(abs(b.velocity(at: 0.1)) < 1e-9)
    #expect(b.crossingTime() == nil)
    let t = b.duration(threshold: 0.5)
    #expect(abs(b.position(at: t)) <= 0.5)
    #expect(abs(b.position(at: t - 0.01)) > 0.5)
    // Pulled out and released towards the edge fast enough, it crosses it once.
    let back = ScrollBounce(rest: 0, displacement: 80, velocity: -2000)
    let cross = back.crossingTime()!
    #expect(abs(back.position(at: cross)) < 1e-9)
  }

  @Test func motionInsideTheRangeCoastsToItsProjection() {
    let m = ScrollMotion(position: 500, velocity: -600, range: 0...2000, bounces: true)
    #expect(abs(m.destination - (500 - 600 * 0.49950)) < 0.01)
    #expect(m.position(at: m.duration) == m.destination)
    #expect(abs(m.position(at: m.duration - 1e-6) - m.destination) <= 0.5 + 1e-4)
    #expect(!m.isBouncing(at: 0.2))
  }

  @Test func motionIntoTheEdgeBouncesBack() {
    let m = ScrollMotion(position: 100, velocity: -3000, range: 0...2000, bounces: true)
    #expect(m.destination == 0)
    let hit = ScrollDeceleration(position: 100, velocity: -3000).time(reaching: 0)!
    #expect(abs(m.position(at: hit)) < 1e-9)
    #expect(m.position(at: hit + 0.1) < -10)  // overshoots past the top
    #expect(m.isBouncing(at: hit + 0.1))
    #expect(m.position(at: m.duration) == 0)
    // Without bouncing it stops at the edge.
    let stop = ScrollMotion(position: 100, velocity: -3000, range: 0...2000, bounces: false)
    #expect(abs(stop.duration - hit) < 1e-12)
    #expect(stop.position(at: hit + 0.1) == 0)
  }

  @Test func releasedPastTheEdgeSpringsBack() {
    let m = ScrollMotion(position: -120, velocity: 0, range: 0...2000, bounces: true)
    #expect(m.destination == 0)
    #expect(m.position(at: 0.05) > -120 && m.position(at: 0.05) < 0)
    // Flicked back hard: it crosses the edge and coasts into the content.
    let flick = ScrollMotion(position: -50, velocity: 3000, range: 0...2000, bounces: true)
    #expect(flick.destination > 500)
  }

  @Test func motionToATargetEndsThere() {
    let coast = ScrollMotion(position: 0, velocity: 2500, target: 390)
    #expect(coast.destination == 390)
    #expect(abs(coast.position(at: coast.duration - 1e-6) - 390) <= 0.5 + 1e-4)
    #expect(!coast.isBouncing(at: 0.01))
    // Too slow to coast there at the normal rate: it springs.
    let spring = ScrollMotion(position: 0, velocity: 100, target: 390)
    #expect(spring.isBouncing(at: 0.01))
    #expect(spring.position(at: spring.duration) == 390)
  }
}
