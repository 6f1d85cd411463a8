import SimEngine
import SimGeometry
import SimScenario

/// libFuzzer target: any bytes as a pasted `recursiveDescription` dump give views or an error
/// with a line number, never a crash; a dump that parses answers a hit test.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRecursiveDescription(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  if case .success(let dump) = RecursiveDescription.parse(bytes, file: "fuzz.txt") {
    var tree = dump.makeTree()
    _ = tree.hitTest(Point(x: 10, y: 10))
    _ = tree.explainHitTest(Point(x: 100, y: 200))
  }
  return 0
}
