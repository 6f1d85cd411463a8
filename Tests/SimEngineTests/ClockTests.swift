import SimEngine
import Testing

/// The virtual clock: integer-nanosecond instants and the display's frame schedule.
@Suite("Clock")
struct ClockTests {
  @Test(
    "Frame times at 60 fps are k/60 s rounded to the nearest nanosecond",
    arguments: [
      (0, 0), (1, 16_666_667), (2, 33_333_333), (3, 50_000_000), (4, 66_666_667),
      (5, 83_333_333), (6, 100_000_000), (60, 1_000_000_000), (6_000, 100_000_000_000),
    ] as [(Int, Int64)])
  func frameTimesAt60(frame: Int, nanoseconds: Int64) {
    #expect(FrameClock(fps: 60).time(ofFrame: frame) == Instant(nanoseconds: nanoseconds))
  }

  @Test(
    "Frame times at 120 fps are k/120 s rounded to the nearest nanosecond",
    arguments: [
      (0, 0), (1, 8_333_333), (2, 16_666_667), (3, 25_000_000), (12, 100_000_000),
      (120, 1_000_000_000),
    ] as [(Int, Int64)])
  func frameTimesAt120(frame: Int, nanoseconds: Int64) {
    #expect(FrameClock(fps: 120).time(ofFrame: frame) == Instant(nanoseconds: nanoseconds))
  }

  @Test("Frame 6 at 60 fps is exactly 0.1 s, the same instant as a touch stamped 0.1")
  func frameSixIsPointOne() {
    #expect(FrameClock(fps: 60).time(ofFrame: 6) == Instant(seconds: 0.1))
    #expect(FrameClock(fps: 60).time(ofFrame: 6).description == "0.1")
  }

  @Test(
    "frame(containing:) is the first frame at or after the instant",
    arguments: [
      (0, 0), (-5, 0), (1, 1), (16_666_667, 1), (16_666_668, 2), (100_000_000, 6),
      (100_000_001, 7), (99_999_999, 6),
    ] as [(Int64, Int)])
  func frameContaining(nanoseconds: Int64, frame: Int) {
    #expect(FrameClock(fps: 60).frame(containing: Instant(nanoseconds: nanoseconds)) == frame)
  }

  @Test(
    "frame(containing:) agrees with time(ofFrame:) at every sampled instant",
    arguments: [24, 60, 90, 120])
  func frameContainingIsConsistent(fps: Int) {
    let clock = FrameClock(fps: fps)
    for nanoseconds in stride(from: Int64(1), to: 2_000_000_000, by: 7_777_777) {
      let instant = Instant(nanoseconds: nanoseconds)
      let frame = clock.frame(containing: instant)
      #expect(clock.time(ofFrame: frame) >= instant)
      #expect(frame == 0 || clock.time(ofFrame: frame - 1) < instant)
    }
  }

  @Test(
    "Instants print as seconds with up to nine decimals and no trailing zeros",
    arguments: [
      (100_000_000, "0.1"), (2_000_000_000, "2"), (119_365_483, "0.119365483"), (0, "0"),
      (1, "0.000000001"), (1_000_000_010, "1.00000001"), (-1_500_000_000, "-1.5"),
      (-250_000_000, "-0.25"), (-7, "-0.000000007"), (12_345_000_000_000, "12345"),
    ] as [(Int64, String)])
  func instantDescription(nanoseconds: Int64, text: String) {
    #expect(Instant(nanoseconds: nanoseconds).description == text)
    #expect(Interval(nanoseconds: nanoseconds).description == text)
  }

  @Test("Instant(seconds:) rounds to the nearest nanosecond")
  func instantFromSeconds() {
    #expect(Instant(seconds: 0.1).nanoseconds == 100_000_000)
    #expect(Instant(seconds: 0.119365483).nanoseconds == 119_365_483)
    #expect(Instant(seconds: 1e-10).nanoseconds == 0)
    #expect(Instant(seconds: -0.5).nanoseconds == -500_000_000)
  }

  @Test("Adding an interval and subtracting instants are exact")
  func arithmetic() {
    let start = Instant(seconds: 0.1)
    let end = start + Interval(nanoseconds: 80_000_000)
    #expect(end == Instant(seconds: 0.18))
    #expect(end - start == Interval(seconds: 0.08))
    #expect(start - end == Interval(nanoseconds: -80_000_000))
    #expect(start < end && !(end < start))
  }
}
