// swift-tools-version: 6.2
import CompilerPluginSupport
import PackageDescription

/// Settings shared by every target we own: Swift 6 mode (complete strict concurrency) is the
/// package default; warnings fail the build.
let strictSettings: [SwiftSetting] = [
    .treatAllWarnings(as: .error),
]

/// Test targets that declare `@Mockable` protocols define `MOCKING`, the condition under which
/// mocks are generated.
let mockingSettings: [SwiftSetting] = strictSettings + [.define("MOCKING")]

/// The package's traits, none enabled by default: `InvariantChecks` turns on the kernel's checks,
/// each of the others guards the dependencies of the products that need another package, so that an app resolves such a package only when it enables the
/// trait (SwiftPM leaves out of resolution a dependency that only disabled traits use). `Ripple`,
/// `RippleRelay`, `RippleTest`, `RippleBlocking`, `RippleCocoa` and `RippleActivityTracking` need
/// none. The sources that use what a trait brings are compiled only under it (`#if Mocks`), so
/// the package builds with any set of traits; `swift test --enable-all-traits` runs every suite.
let traits: Set<Trait> = [
    .trait(
        name: "Mocks",
        description: "@Mockable, @Modifiable and @Lensable (RippleMockable, RippleMocks): their macros, on swift-syntax."
    ),
    .trait(
        name: "Nimble",
        description: "RippleNimble's matchers, on Nimble."
    ),
    .trait(
        name: "SnapshotTesting",
        description: "RippleSnapshotTesting's marble sheets recorded into the test, on swift-snapshot-testing and swift-custom-dump."
    ),
    .trait(
        name: "PropertyChecks",
        description: "RipplePropertyChecks' property checks over generated timelines, on swift-property-based."
    ),
    // Brings no dependency: switches on the kernel's invariant checks in debug builds, for
    // Ripple's own tests and CI (`swift test --enable-all-traits`), so that the debug builds of
    // Ripple's users (their tests) do not pay for them.
    .trait(
        name: "InvariantChecks",
        description: "Checks the kernel's data structures after each mutation (RIPPLE_CHECK_INVARIANTS); for Ripple's own tests."
    ),
]

/// Target dependencies that exist only under a trait.
let mocks: TargetDependencyCondition? = .when(traits: ["Mocks"])
let nimble: TargetDependencyCondition? = .when(traits: ["Nimble"])
let snapshotTesting: TargetDependencyCondition? = .when(traits: ["SnapshotTesting"])
let propertyChecks: TargetDependencyCondition? = .when(traits: ["PropertyChecks"])

let package = Package(
    name: "Ripple",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
    products: [
        .library(name: "Ripple", targets: ["Ripple"]),
        .library(name: "RippleTest", targets: ["RippleTest"]),
        .library(name: "RippleBlocking", targets: ["RippleBlocking"]),
        .library(name: "RippleMockable", targets: ["RippleMockable"]),
        .library(name: "RippleRelay", targets: ["RippleRelay"]),
        .library(name: "RippleMocks", targets: ["RippleMocks"]),
        .library(name: "RippleCocoa", targets: ["RippleCocoa"]),
        .library(name: "RippleActivityTracking", targets: ["RippleActivityTracking"]),
        .library(name: "RippleNimble", targets: ["RippleNimble"]),
        .library(name: "RippleSnapshotTesting", targets: ["RippleSnapshotTesting"]),
        .library(name: "RipplePropertyChecks", targets: ["RipplePropertyChecks"]),
        .executable(name: "ripple-demo", targets: ["RippleDemo"]),
    ],
    traits: traits,
    dependencies: [
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-macro-testing", from: "0.7.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.3.3"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        .package(url: "https://github.com/Quick/Nimble", from: "13.8.0"),
        .package(url: "https://github.com/Quick/Quick", from: "7.6.2"),
        // Generators, shrinking and Swift Testing integration for RipplePropertyChecks. Its
        // EnableShrinking trait (on by default from Swift 6.2) is named, so that counterexamples
        // are shrunk whatever the default becomes.
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1", traits: ["EnableShrinking"]),
    ],
    targets: [
        // With the InvariantChecks trait, the kernel's data structures check themselves after each
        // mutation; without it, the checks are compiled out.
        .target(
            name: "Ripple",
            swiftSettings: strictSettings + [.define("RIPPLE_CHECK_INVARIANTS", .when(traits: ["InvariantChecks"]))]
        ),
        .target(
            name: "RippleTest",
            dependencies: [
                "Ripple",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ],
            swiftSettings: strictSettings
        ),
        .target(name: "RippleBlocking", dependencies: ["Ripple"], swiftSettings: strictSettings),
        .target(name: "RippleCocoa", dependencies: ["Ripple"], swiftSettings: strictSettings),
        // RxSwift's example helpers (ActivityIndicator, ErrorTracker), which RxSwift apps define
        // themselves: a module of their own, so that only those who import it see them.
        .target(name: "RippleActivityTracking", dependencies: ["Ripple", "RippleCocoa"], swiftSettings: strictSettings),
        // Re-exports Ripple under a name of its own, for `-module-alias RxRelay=RippleRelay`.
        .target(name: "RippleRelay", dependencies: ["Ripple"], swiftSettings: strictSettings),
        .macro(
            name: "RippleMocksMacros",
            dependencies: [
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax", condition: mocks),
                .product(name: "SwiftDiagnostics", package: "swift-syntax", condition: mocks),
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: mocks),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax", condition: mocks),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax", condition: mocks),
            ],
            swiftSettings: strictSettings
        ),
        // What app targets depend on: the macros and the runtime of generated mocks, without
        // anything test-only (IssueReporting finds the test framework at run time).
        .target(
            name: "RippleMockable",
            dependencies: [
                "Ripple",
                .target(name: "RippleMocksMacros", condition: mocks),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            swiftSettings: strictSettings
        ),
        // What test targets depend on: RippleMockable, model stubs, the test support through
        // which mocks fail XCTest and Swift Testing tests, and the lanes of mock calls on a
        // TestScheduler's timeline.
        .target(
            name: "RippleMocks",
            dependencies: [
                "RippleMockable",
                "RippleTest",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ],
            swiftSettings: strictSettings
        ),
        // Nimble matchers for tests written with Quick and Nimble; no other product depends on it.
        .target(
            name: "RippleNimble",
            dependencies: [
                "Ripple",
                "RippleTest",
                "RippleBlocking",
                .product(name: "Nimble", package: "Nimble", condition: nimble),
            ],
            swiftSettings: strictSettings
        ),
        // Marble sheets recorded into the test's source by InlineSnapshotTesting (tests only; no
        // other product depends on it, so users of RippleTest alone build no snapshot testing).
        // InlineSnapshotTesting reports its failures to Swift Testing or XCTest itself; RippleTest
        // links IssueReportingTestSupport for the failures RippleTest reports.
        .target(
            name: "RippleSnapshotTesting",
            dependencies: [
                "Ripple",
                "RippleTest",
                .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing", condition: snapshotTesting),
                .product(name: "CustomDump", package: "swift-custom-dump", condition: snapshotTesting),
            ],
            swiftSettings: strictSettings
        ),
        // Property checks over generated timelines (tests only; no other product depends on it):
        // PropertyBased generates and shrinks, RippleTest runs each timeline in virtual time and
        // draws the counterexample.
        .target(
            name: "RipplePropertyChecks",
            dependencies: [
                "Ripple",
                "RippleTest",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                .product(name: "PropertyBased", package: "swift-property-based", condition: propertyChecks),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "RippleDemo",
            dependencies: ["Ripple", "RippleTest", "RippleBlocking"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "TestSupport",
            dependencies: ["Ripple"],
            path: "Tests/TestSupport",
            swiftSettings: strictSettings
        ),
        .target(
            name: "SharingTestSupport",
            dependencies: ["Ripple", "RippleCocoa", "RippleTest"],
            path: "Tests/SharingTestSupport",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RippleTests",
            dependencies: ["Ripple", "RippleTest", "TestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RippleTestTests",
            dependencies: ["Ripple", "RippleTest", "TestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RippleBlockingTests",
            dependencies: ["Ripple", "RippleBlocking", "RippleMocks", "TestSupport"],
            swiftSettings: mockingSettings
        ),
        .testTarget(
            name: "RippleCocoaTests",
            dependencies: ["Ripple", "RippleCocoa", "RippleTest", "SharingTestSupport", "TestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RippleActivityTrackingTests",
            dependencies: ["Ripple", "RippleActivityTracking", "RippleCocoa", "RippleTest", "SharingTestSupport", "TestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RippleMocksMacrosTests",
            dependencies: [
                "RippleMocksMacros",
                .product(name: "MacroTesting", package: "swift-macro-testing", condition: mocks),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RippleMocksTests",
            dependencies: [
                "Ripple",
                "RippleBlocking",
                "RippleMocks",
                "RippleTest",
                "TestSupport",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            swiftSettings: mockingSettings
        ),
        .testTarget(
            name: "RippleSnapshotTestingTests",
            dependencies: [
                "Ripple",
                "RippleMocks",
                "RippleSnapshotTesting",
                "RippleTest",
                "TestSupport",
                .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing", condition: snapshotTesting),
            ],
            swiftSettings: mockingSettings
        ),
        .testTarget(
            name: "RipplePropertyChecksTests",
            dependencies: ["Ripple", "RippleMocks", "RipplePropertyChecks", "RippleTest"],
            swiftSettings: mockingSettings
        ),
        .testTarget(
            name: "RippleNimbleTests",
            dependencies: [
                "Ripple",
                "RippleBlocking",
                "RippleNimble",
                "RippleTest",
                "TestSupport",
                .product(name: "Nimble", package: "Nimble", condition: nimble),
                .product(name: "Quick", package: "Quick", condition: nimble),
            ],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
