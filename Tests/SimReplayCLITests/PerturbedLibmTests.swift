import Foundation
import Testing

/// Goldens must not depend on the platform's math library (issue 39): the engine computes
/// exp, log, sin, cos, atan and atan2 itself (SimGeometry's PortableMath). The proof: every
/// scenario runs in the dynamically linked debug `simreplay` with a math library whose
/// transcendental results are one ulp off, an LD_PRELOAD shim built here with the system's C
/// compiler, and every trace must still be its golden, byte for byte. Two controls show the
/// test can fail: the shim does change what a C program computes with exp and atan2, and it
/// is loaded into simreplay's process. Linux only (LD_PRELOAD); skipped where no `cc` is
/// installed (.ci/run installs one).
@Suite("A perturbed libm")
struct PerturbedLibmTests {
  /// The shim: each function calls the real one (dlsym RTLD_NEXT) and returns the next double
  /// up; its constructor writes a marker file when asked, to show it was loaded.
  static let shimSource = #"""
    #define _GNU_SOURCE
    #include <dlfcn.h>
    #include <math.h>
    #include <stdio.h>
    #include <stdlib.h>
    #define ONE(name) double name(double x) { \
      static double (*real)(double); \
      if (!real) real = (double (*)(double))dlsym(RTLD_NEXT, #name); \
      return nextafter(real(x), INFINITY); }
    #define ONEF(name) float name(float x) { \
      static float (*real)(float); \
      if (!real) real = (float (*)(float))dlsym(RTLD_NEXT, #name); \
      return nextafterf(real(x), INFINITY); }
    #define TWO(name) double name(double a, double b) { \
      static double (*real)(double, double); \
      if (!real) real = (double (*)(double, double))dlsym(RTLD_NEXT, #name); \
      return nextafter(real(a, b), INFINITY); }
    ONE(exp) ONE(exp2) ONE(expm1) ONE(log) ONE(log2) ONE(log10) ONE(log1p)
    ONE(sin) ONE(cos) ONE(tan) ONE(asin) ONE(acos) ONE(atan)
    ONE(sinh) ONE(cosh) ONE(tanh) ONE(cbrt)
    ONEF(expf) ONEF(logf) ONEF(sinf) ONEF(cosf) ONEF(tanf) ONEF(atanf)
    TWO(pow) TWO(atan2) TWO(hypot)
    void sincos(double x, double *s, double *c) { *s = sin(x); *c = cos(x); }
    __attribute__((constructor)) static void mark(void) {
      const char *path = getenv("SIMREPLAY_SHIM_MARKER");
      if (path) { FILE *file = fopen(path, "w"); if (file) fclose(file); }
    }
    """#

  /// A program that prints exp(x) and atan2(x, 2) for its argument, as the control.
  static let controlSource = #"""
    #include <math.h>
    #include <stdio.h>
    #include <stdlib.h>
    int main(int argc, char **argv) {
      double x = strtod(argc > 1 ? argv[1] : "0.5", 0);
      printf("%a %a\n", exp(x), atan2(x, 2.0));
      return 0;
    }
    """#

  static let compiler: String? = {
    #if os(Linux)
      for candidate in ["/usr/bin/cc", "/usr/bin/gcc", "/usr/local/bin/cc"]
      where FileManager.default.isExecutableFile(atPath: candidate) {
        return candidate
      }
    #endif
    return nil
  }()

  struct Built {
    let shim: String
    let control: String
    let folder: String
  }

  static func build() throws -> Built {
    let cc = try #require(compiler)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("simreplay-libm-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try shimSource.write(toFile: folder + "/shim.c", atomically: true, encoding: .utf8)
    try controlSource.write(toFile: folder + "/control.c", atomically: true, encoding: .utf8)
    let shim = try run(
      cc,
      [
        "-shared", "-fPIC", "-O1", "-fno-builtin", "-o", folder + "/shim.so", folder + "/shim.c",
        "-ldl", "-lm",
      ])
    #expect(shim.status == 0, "the shim did not build: \(shim.err)")
    let control = try run(
      cc, ["-O0", "-fno-builtin", "-o", folder + "/control", folder + "/control.c", "-lm"])
    #expect(control.status == 0, "the control did not build: \(control.err)")
    return Built(shim: folder + "/shim.so", control: folder + "/control", folder: folder)
  }

  static func run(
    _ executable: String, _ arguments: [String], preload: String? = nil,
    extra: [String: String] = [:]
  )
    throws -> (status: Int32, out: String, err: String)
  {
    var environment = ProcessInfo.processInfo.environment
    environment["LD_PRELOAD"] = preload
    environment["CI"] = "true"  // nothing is ever written
    environment.merge(extra) { $1 }
    return try runProcess(executable, arguments, environment: environment)
  }

  @Test(
    "The shim moves what a C program computes with exp and atan2 by one ulp",
    .enabled(if: compiler != nil, "needs a C compiler (cc) to build the LD_PRELOAD shim"))
  func shimChangesLibm() throws {
    let built = try Self.build()
    defer { try? FileManager.default.removeItem(atPath: built.folder) }
    let plain = try Self.run(built.control, ["0.5"])
    let perturbed = try Self.run(built.control, ["0.5"], preload: built.shim)
    let expected = "\(exp(0.5).nextUp.hexadecimal) \(atan2(0.5, 2.0).nextUp.hexadecimal)"
    #expect(
      plain.out.trimmingCharacters(in: .newlines)
        == "\(exp(0.5).hexadecimal) \(atan2(0.5, 2.0).hexadecimal)")
    #expect(perturbed.out.trimmingCharacters(in: .newlines) == expected)
  }

  @Test(
    "Every scenario's trace is its golden, byte for byte, under a libm one ulp off",
    .enabled(if: compiler != nil, "needs a C compiler (cc) to build the LD_PRELOAD shim"))
  func scenariosIgnoreLibm() throws {
    let executable = try #require(BinaryTests.executable).path
    let built = try Self.build()
    defer { try? FileManager.default.removeItem(atPath: built.folder) }
    // A tolerance would let a changed digit pass: the goldens must be compared byte for byte.
    for file in Repository.scenarioFiles {
      let text = try String(contentsOfFile: file, encoding: .utf8)
      #expect(!text.contains("goldenTolerance"), "\(file) compares its golden with a tolerance")
    }
    let marker = built.folder + "/loaded"
    let result = try Self.run(
      executable, ["run", Repository.scenarios, "--record", "never", "--tolerance", "0"],
      preload: built.shim, extra: ["SIMREPLAY_SHIM_MARKER": marker])
    #expect(
      FileManager.default.fileExists(atPath: marker), "the shim was not loaded into simreplay")
    let count = Repository.scenarioFiles.count
    #expect(
      result.status == 0, "\(result.out.split(separator: "\n").filter { $0.hasPrefix("FAIL") })")
    #expect(result.out.contains("\(count) scenarios: \(count) passed"), "\(result.out.suffix(300))")
  }
}

extension Double {
  /// C's %a form, as the control program prints it (0x1.a61298e1e069cp+0).
  fileprivate var hexadecimal: String {
    String(format: "%a", self)
  }
}
