// swift-tools-version: 6.0
import PackageDescription

// Dependencies run one way: SimGeometry → SimEngine → SimScenario → SimReport → SimReplayCLI → simreplay.
// SimReference (the benchmarks' UIKit-shaped reference) sits beside SimEngine: SimReplayCLI and
// simreplay-bench use it, the library never does. See docs/architecture.md.
let package = Package(
  name: "simreplay",
  products: [
    .library(name: "SimReplay", targets: ["SimGeometry", "SimEngine", "SimScenario", "SimReport"]),
    .executable(name: "simreplay", targets: ["simreplay"]),
  ],
  targets: [
    .target(name: "SimGeometry"),
    .target(name: "SimEngine", dependencies: ["SimGeometry"]),
    .target(name: "SimScenario", dependencies: ["SimGeometry", "SimEngine"]),
    .target(name: "SimReport", dependencies: ["SimGeometry", "SimEngine", "SimScenario"]),
    .target(
      name: "SimReplayCLI",
      dependencies: ["SimGeometry", "SimEngine", "SimScenario", "SimReport", "SimReference"]),
    .executableTarget(name: "simreplay", dependencies: ["SimReplayCLI"]),
    // The UIKit-shaped reference hit-tester the benchmarks compare with: never a dependency of
    // the engine, only of `simreplay bench` and the benchmarks.
    .target(
      name: "SimReference", dependencies: ["SimGeometry", "SimEngine"],
      path: "Benchmarks/Sources/SimReference"),
    .executableTarget(
      name: "simreplay-bench",
      dependencies: ["SimGeometry", "SimEngine", "SimScenario", "SimReport", "SimReference"],
      path: "Benchmarks/Sources/simreplay-bench"),
    .testTarget(name: "SimGeometryTests", dependencies: ["SimGeometry"]),
    .testTarget(
      name: "SimEngineTests", dependencies: ["SimGeometry", "SimEngine", "SimReference"]),
    .testTarget(
      name: "SimScenarioTests", dependencies: ["SimGeometry", "SimEngine", "SimScenario"],
      exclude: ["Import/Fixtures"]),
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
