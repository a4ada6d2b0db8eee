// swift-tools-version: 6.2
import PackageDescription

/// Every example builds in Swift 6 mode (complete strict concurrency) with warnings as errors,
/// like Ripple itself.
let strictSettings: [SwiftSetting] = [
    .treatAllWarnings(as: .error),
]

/// App code that declares `@Mockable` protocols defines `MOCKING` in debug builds only: tests
/// (built in debug) get the mocks, release builds contain none.
let appSettings: [SwiftSetting] = strictSettings + [
    .define("MOCKING", .when(configuration: .debug)),
]

let ripple: Target.Dependency = .product(name: "Ripple", package: "Ripple")
let rippleTest: Target.Dependency = .product(name: "RippleTest", package: "Ripple")
/// Marble sheets recorded into the tests' source.
let rippleSnapshotTesting: Target.Dependency = .product(name: "RippleSnapshotTesting", package: "Ripple")
let rippleBlocking: Target.Dependency = .product(name: "RippleBlocking", package: "Ripple")
/// What app code depends on for `@Mockable`, `@Modifiable` and `@Lensable`: nothing test-only.
let rippleMockable: Target.Dependency = .product(name: "RippleMockable", package: "Ripple")
/// What tests depend on: stubs, and the test support through which mocks fail tests.
let rippleMocks: Target.Dependency = .product(name: "RippleMocks", package: "Ripple")
let rippleCocoa: Target.Dependency = .product(name: "RippleCocoa", package: "Ripple")
/// RxSwift's example helpers (`ActivityIndicator`, `ErrorTracker`), opt-in.
let rippleActivityTracking: Target.Dependency = .product(name: "RippleActivityTracking", package: "Ripple")
/// Nimble matchers for Ripple, for the tests written with Quick.
let rippleNimble: Target.Dependency = .product(name: "RippleNimble", package: "Ripple")
/// Property checks over generated timelines.
let ripplePropertyChecks: Target.Dependency = .product(name: "RipplePropertyChecks", package: "Ripple")
let quick: Target.Dependency = .product(name: "Quick", package: "Quick")
let nimble: Target.Dependency = .product(name: "Nimble", package: "Nimble")

/// One folder per scenario: its README, the code under test in `Sources`, its tests in `Tests`.
let examples: [(name: String, dependencies: [Target.Dependency], testDependencies: [Target.Dependency])] = [
    ("ScanSession", [ripple], [ripple, rippleTest, rippleBlocking]),
    ("FeedClient", [ripple, rippleMockable], [ripple, rippleBlocking, rippleTest, rippleMocks]),
    ("Lights", [ripple, rippleMockable], [ripple, rippleBlocking, rippleMocks, rippleNimble, quick, nimble]),
    ("AddPost", [ripple, rippleCocoa, rippleActivityTracking], [ripple, rippleCocoa, rippleTest, rippleSnapshotTesting]),
    ("Verification", [rippleMockable], [rippleMocks]),
    ("Search", [ripple], [ripple, rippleTest]),
    ("Profile", [ripple], [ripple, rippleTest]),
    ("Checkout", [ripple], [ripple, rippleTest]),
    ("LiveSearch", [ripple], [ripple, rippleTest, ripplePropertyChecks]),
]

let package = Package(
    name: "RippleExamples",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
    products: [
        .executable(name: "LightsApp", targets: ["LightsApp"]),
    ],
    dependencies: [
        // The examples use the products behind Ripple's traits: mocks, marble sheets recorded
        // into the tests, Nimble matchers, property checks.
        .package(name: "Ripple", path: "..", traits: ["Mocks", "SnapshotTesting", "Nimble", "PropertyChecks"]),
        .package(url: "https://github.com/Quick/Nimble", from: "13.8.0"),
        .package(url: "https://github.com/Quick/Quick", from: "7.6.2"),
    ],
    targets: examples.flatMap { example in
        [
            .target(
                name: example.name,
                dependencies: example.dependencies,
                path: "\(example.name)/Sources",
                swiftSettings: appSettings
            ),
            .testTarget(
                name: "\(example.name)Tests",
                dependencies: [.target(name: example.name)] + example.testDependencies,
                path: "\(example.name)/Tests",
                swiftSettings: strictSettings
            ),
        ]
    } + [
        // The app around the Lights use case: its release build is checked to contain no mock
        // (Scripts/check-release-has-no-mocks.sh, run by CI).
        .executableTarget(
            name: "LightsApp",
            dependencies: ["Lights", ripple],
            path: "LightsApp",
            swiftSettings: appSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
