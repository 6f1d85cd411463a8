import SimScenario

/// libFuzzer target: any bytes as a JSON Lines touch stream (read the way `"touches":
/// "file.jsonl"` reads one) give events or diagnostics, never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTouchStream(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  var limits = ScenarioLimits()
  limits.touchEvents = 2_000
  limits.frames = 2_000
  let scenario = Array(#"{"root": {"id": "root"}, "touches": "stream.jsonl"}"#.utf8)
  _ = ScenarioLoader.decode(
    scenario, file: "fuzz.json", defaultName: "fuzz", directory: "/nonexistent", limits: limits,
    files: ["stream.jsonl": bytes])
  return 0
}
