// swift-tools-version: 6.2
import PackageDescription

/// Ripple's benchmarks, in their own package so that users of Ripple never build the benchmark
/// harness or the peers. Run them from this folder with `swift package benchmark` (see README.md).
let package = Package(
    name: "RippleBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Ripple", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/pointfreeco/combine-schedulers", from: "1.2.2"),
    ],
    targets: [
        .target(
            name: "Workloads",
            dependencies: [
                .product(name: "Ripple", package: "Ripple"),
                .product(name: "RippleTest", package: "Ripple"),
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
                .product(name: "CombineSchedulers", package: "combine-schedulers"),
            ],
            swiftSettings: [.treatAllWarnings(as: .error)]
        ),
        .executableTarget(
            name: "RippleVsPeers",
            dependencies: [
                "Workloads",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/RippleVsPeers",
            swiftSettings: [.treatAllWarnings(as: .error)],
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
        .executableTarget(
            name: "ContendedSubjects",
            dependencies: [.product(name: "Ripple", package: "Ripple")],
            swiftSettings: [.treatAllWarnings(as: .error)]
        ),
        .executableTarget(
            name: "InstructionCounts",
            dependencies: ["Workloads"],
            swiftSettings: [.treatAllWarnings(as: .error)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
