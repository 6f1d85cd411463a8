import SimEngine
import SimScenario

/// libFuzzer target: any bytes as a scenario file must give a scenario or diagnostics, never a
/// crash or a hang; and a scenario that decodes must run.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenario(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  var limits = ScenarioLimits()
  // Small enough that one input runs in milliseconds; big enough to reach every code path.
  limits.views = 2_000
  limits.touchEvents = 2_000
  limits.frames = 2_000
  if case .success(let scenario) = ScenarioLoader.decode(
    bytes, file: "fuzz.json", defaultName: "fuzz", directory: "/nonexistent", limits: limits)
  {
    _ = ScenarioRunner.run(scenario)
  }
  return 0
}
