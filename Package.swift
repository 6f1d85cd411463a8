// swift-tools-version: 6.0
import PackageDescription

// Dependencies run one way: SimGeometry → SimEngine → SimScenario → SimReport → SimReplayCLI → simreplay.
// SimReplay, the library product's one module, sits beside SimReplayCLI: it re-exports the four
// library modules and adds the Swift test API; nothing in the package depends on it.
// SimReference (the benchmarks' UIKit-shaped reference) sits beside SimEngine: SimReplayCLI and
// simreplay-bench use it, the library never does. See docs/architecture.md.
// What `-static-executable` links on Linux, plus Foundation's own static libraries, which
// modules built for dynamic linking don't name. Linked by the toolchain's lld: GNU ld prints a
// warning for each glibc function Foundation's static libraries can reach that needs glibc's
// shared libraries at run time if called (dlopen, getpwuid, getaddrinfo; none is called by a
// run), fifteen lines on every release build; lld links the same static binary silently.
let staticExecutable = [
  "-static-executable", "-use-ld=lld", "-Xlinker", "--start-group", "-lFoundation", "-lFoundationEssentials",
  "-lFoundationInternationalization", "-lCoreFoundation", "-l_FoundationICU",
  "-l_FoundationCShims", "-l_FoundationCollections", "-lswiftSynchronization", "-lswiftDispatch",
  "-ldispatch", "-lBlocksRuntime", "-lstdc++", "-lm", "-lpthread", "-Xlinker", "--end-group",
]

// Generic types such as a dictionary's storage reached through accessor functions, not by
// mangled name: a mangled name is resolved at run time by checking its generic requirements,
// and each first check of a conformance (String: Hashable, ...) scans every conformance record
// of the static binary, Foundation's included: about 360,000 instructions each, a third of a
// one-scenario run (Benchmarks/README.md, "Every target in one run, morning").
let runPathSettings: [SwiftSetting] = [
  .unsafeFlags(
    ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"],
    .when(configuration: .release))
]

let package = Package(
  name: "simreplay",
  products: [
    .library(name: "SimReplay", targets: ["SimReplay"]),
    .library(name: "SimRecording", targets: ["SimRecording"]),
    .executable(name: "simreplay", targets: ["simreplay"]),
  ],
  targets: [
    .target(name: "SimGeometry", swiftSettings: runPathSettings),
    // The recorder's core and the stream converters: no dependencies at all, so the core can be
    // compiled into an iOS app as it is.
    .target(name: "SimRecording"),
    .target(name: "SimEngine", dependencies: ["SimGeometry"], swiftSettings: runPathSettings),
    .target(
      name: "SimScenario", dependencies: ["SimGeometry", "SimEngine"], swiftSettings: runPathSettings),
    .target(
      name: "SimReport", dependencies: ["SimGeometry", "SimEngine", "SimScenario"],
      swiftSettings: runPathSettings),
    // What a test writes `import SimReplay` for: the library modules re-exported, and the Swift
    // API over them (views with UIKit's names and CoreGraphics geometry, golden checks).
    .target(
      name: "SimReplay", dependencies: ["SimGeometry", "SimEngine", "SimScenario", "SimReport"]),
    .target(
      name: "SimReplayCLI",
      dependencies: [
        "SimGeometry", "SimEngine", "SimScenario", "SimReport", "SimReference", "SimRecording",
      ], swiftSettings: runPathSettings),
    // Linked statically, the Swift runtime and Foundation included: a run then starts without
    // loading a dozen shared libraries and resolving their symbols, within 3× of /bin/true
    // (Benchmarks/README.md, "Start-up"), and the binary runs where no toolchain is installed.
    // Release builds only: the test bundle links this target's code and must stay dynamic.
    .executableTarget(
      name: "simreplay", dependencies: ["SimReplayCLI"], swiftSettings: runPathSettings,
      linkerSettings: [
        .unsafeFlags(staticExecutable, .when(platforms: [.linux], configuration: .release))
      ]),
    // The UIKit-shaped reference hit-tester the benchmarks compare with: never a dependency of
    // the engine, only of `simreplay bench` and the benchmarks.
    .target(
      name: "SimReference", dependencies: ["SimGeometry", "SimEngine"],
      path: "Benchmarks/Sources/SimReference"),
    // A plain C sampling of the same springs and curves: the anchor the sampling row of the
    // benchmark is measured against. Only the benchmark uses it.
    .target(name: "SamplingReference", path: "Benchmarks/Sources/SamplingReference"),
    .executableTarget(
      name: "simreplay-bench",
      dependencies: [
        "SimGeometry", "SimEngine", "SimScenario", "SimReport", "SimReference", "SamplingReference",
      ],
      path: "Benchmarks/Sources/simreplay-bench"),
    .testTarget(name: "SimGeometryTests", dependencies: ["SimGeometry"]),
    .testTarget(
      name: "SimRecordingTests",
      dependencies: ["SimRecording", "SimGeometry", "SimEngine", "SimScenario"]),
    .testTarget(
      name: "SimEngineTests", dependencies: ["SimGeometry", "SimEngine", "SimReference"]),
    .testTarget(
      name: "SimScenarioTests", dependencies: ["SimGeometry", "SimEngine", "SimScenario"],
      exclude: ["Import/Fixtures"]),
    // Imports SimReplay alone, as a user's tests do.
    .testTarget(name: "SimReplayTests", dependencies: ["SimReplay"], exclude: ["__Goldens__"]),
    .testTarget(
      name: "SimReplayCLITests",
      dependencies: [
        "SimGeometry", "SimEngine", "SimScenario", "SimReport", "SimReference", "SimReplayCLI",
        "simreplay",
      ],
      exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
