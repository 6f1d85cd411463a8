// swift-tools-version: 6.0
import PackageDescription

// Dependencies run one way: SimGeometry → SimEngine → SimScenario → SimReport → SimReplayCLI → simreplay.
// See docs/architecture.md.
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
      name: "SimReplayCLI", dependencies: ["SimGeometry", "SimEngine", "SimScenario", "SimReport"]),
    .executableTarget(name: "simreplay", dependencies: ["SimReplayCLI"]),
    .executableTarget(
      name: "simreplay-bench", dependencies: ["SimGeometry", "SimEngine", "SimScenario"],
      path: "Benchmarks/Sources/simreplay-bench"),
    .testTarget(name: "SimGeometryTests", dependencies: ["SimGeometry"]),
    .testTarget(name: "SimEngineTests", dependencies: ["SimGeometry", "SimEngine"]),
    .testTarget(
      name: "SimScenarioTests", dependencies: ["SimGeometry", "SimEngine", "SimScenario"],
      exclude: ["Import/Fixtures"]),
    .testTarget(
      name: "SimReplayCLITests",
      dependencies: ["SimEngine", "SimScenario", "SimReport", "SimReplayCLI", "simreplay"],
      exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
