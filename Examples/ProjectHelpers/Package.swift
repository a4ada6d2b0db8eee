// swift-tools-version: 6.2
import PackageDescription

/// An RxSwift app that keeps its own copies of the helpers RxSwift projects write themselves, moved
/// to Ripple the way Examples/Migration is: through the compiler's module aliases, its Swift files
/// untouched. Its tests import the app beside RxSwift, RxCocoa, RxTest and RxBlocking and check
/// that the app's and the test suite's own helpers are the ones that run.
let rxSwiftModuleNames: SwiftSetting = .unsafeFlags([
    "-module-alias", "RxSwift=Ripple",
    "-module-alias", "RxRelay=RippleRelay",
    "-module-alias", "RxCocoa=RippleCocoa",
    "-module-alias", "RxTest=RippleTest",
    "-module-alias", "RxBlocking=RippleBlocking",
])

let settings: [SwiftSetting] = [rxSwiftModuleNames, .treatAllWarnings(as: .error)]

let package = Package(
    name: "ProjectHelpers",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
    dependencies: [
        // Was: .package(url: "https://github.com/ReactiveX/RxSwift", from: "6.10.0"),
        .package(name: "Ripple", path: "../.."),
    ],
    targets: [
        // The app: a feed screen's view model, with the app's own `ActivityIndicator`,
        // `ErrorTracker`, `trackActivity` and `trackError`.
        .target(
            name: "Feed",
            dependencies: [
                .product(name: "Ripple", package: "Ripple"),
                .product(name: "RippleRelay", package: "Ripple"),
                .product(name: "RippleCocoa", package: "Ripple"),
            ],
            swiftSettings: settings
        ),
        // The project's shared test helpers, in a module of their own, as many projects keep them.
        .target(
            name: "FeedTestSupport",
            dependencies: [
                .product(name: "Ripple", package: "Ripple"),
                .product(name: "RippleTest", package: "Ripple"),
            ],
            swiftSettings: settings
        ),
        .testTarget(
            name: "FeedTests",
            dependencies: [
                "Feed",
                "FeedTestSupport",
                .product(name: "RippleTest", package: "Ripple"),
                .product(name: "RippleBlocking", package: "Ripple"),
            ],
            swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)
