// swift-tools-version: 6.2
import PackageDescription

/// What moves this package from RxSwift to Ripple without touching a Swift file: the compiler's
/// module aliases make `import RxSwift`, `import RxRelay`, `import RxTest`, `import RxBlocking` and
/// qualified names such as `RxSwift.Observable` resolve to Ripple's modules, in the targets that
/// carry this setting and nowhere else.
///
/// (SwiftPM's `moduleAliases:` cannot do this: it renames the dependency's module on disk but
/// keeps its original name in the sources that import it.)
let rxSwiftModuleNames: SwiftSetting = .unsafeFlags([
    "-module-alias", "RxSwift=Ripple",
    "-module-alias", "RxRelay=RippleRelay",
    "-module-alias", "RxTest=RippleTest",
    "-module-alias", "RxBlocking=RippleBlocking",
])

let package = Package(
    name: "Migration",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
    dependencies: [
        // Was: .package(url: "https://github.com/ReactiveX/RxSwift", from: "6.10.0"),
        .package(name: "Ripple", path: "../.."),
    ],
    targets: [
        .target(
            name: "SignIn",
            dependencies: [
                // Was: .product(name: "RxSwift", package: "RxSwift"), .product(name: "RxRelay", package: "RxSwift"),
                .product(name: "Ripple", package: "Ripple"),
                .product(name: "RippleRelay", package: "Ripple"),
            ],
            swiftSettings: [rxSwiftModuleNames, .treatAllWarnings(as: .error)]
        ),
        .testTarget(
            name: "SignInTests",
            dependencies: [
                "SignIn",
                // Was: .product(name: "RxTest", package: "RxSwift"), .product(name: "RxBlocking", package: "RxSwift"),
                .product(name: "RippleTest", package: "Ripple"),
                .product(name: "RippleBlocking", package: "Ripple"),
            ],
            swiftSettings: [rxSwiftModuleNames, .treatAllWarnings(as: .error)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
