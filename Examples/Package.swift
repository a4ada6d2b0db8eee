// swift-tools-version: 6.2
import PackageDescription

/// Every example builds in Swift 6 mode (complete strict concurrency) with warnings as errors,
/// like Ripple itself.
let strictSettings: [SwiftSetting] = [
    .treatAllWarnings(as: .error),
]

let ripple: Target.Dependency = .product(name: "Ripple", package: "Ripple")
let rippleTest: Target.Dependency = .product(name: "RippleTest", package: "Ripple")
let rippleBlocking: Target.Dependency = .product(name: "RippleBlocking", package: "Ripple")
let rippleMocks: Target.Dependency = .product(name: "RippleMocks", package: "Ripple")

/// One folder per scenario: its README, the code under test in `Sources`, its tests in `Tests`.
let examples: [(name: String, dependencies: [Target.Dependency], testDependencies: [Target.Dependency])] = [
    ("ScanSession", [ripple], [ripple, rippleTest, rippleBlocking]),
    ("FeedClient", [ripple, rippleMocks], [ripple, rippleBlocking, rippleTest]),
    ("Lights", [ripple, rippleMocks], [ripple, rippleBlocking, rippleMocks]),
    ("AddPost", [ripple], [ripple, rippleTest]),
    ("Verification", [rippleMocks], [rippleMocks]),
    ("Search", [ripple], [ripple, rippleTest]),
]

let package = Package(
    name: "RippleExamples",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
    dependencies: [
        .package(name: "Ripple", path: ".."),
    ],
    targets: examples.flatMap { example in
        [
            .target(
                name: example.name,
                dependencies: example.dependencies,
                path: "\(example.name)/Sources",
                swiftSettings: strictSettings
            ),
            .testTarget(
                name: "\(example.name)Tests",
                dependencies: [.target(name: example.name)] + example.testDependencies,
                path: "\(example.name)/Tests",
                swiftSettings: strictSettings
            ),
        ]
    },
    swiftLanguageModes: [.v6]
)
