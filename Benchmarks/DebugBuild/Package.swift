// swift-tools-version: 6.2
import PackageDescription

/// A dependent of Ripple built in debug, as a user's test target is: Ripple and RippleTest compiled
/// as dependencies, unoptimized, without the InvariantChecks trait. A package of its own, so that
/// its debug build holds nothing but them; `../Scripts/debug_build.py` builds it and reports. Its
/// test target times a property check (RipplePropertyChecks, with the PropertyChecks trait), which
/// runs inside a Swift Testing test only.
let package = Package(
    name: "RippleDebugBuild",
    dependencies: [
        .package(name: "Ripple", path: "../..", traits: ["PropertyChecks"]),
    ],
    targets: [
        .executableTarget(
            name: "VirtualTimeInDebug",
            dependencies: [
                .product(name: "Ripple", package: "Ripple"),
                .product(name: "RippleTest", package: "Ripple"),
            ],
            swiftSettings: [.treatAllWarnings(as: .error)]
        ),
        .testTarget(
            name: "PropertyChecksInDebug",
            dependencies: [
                .product(name: "Ripple", package: "Ripple"),
                .product(name: "RippleTest", package: "Ripple"),
                .product(name: "RipplePropertyChecks", package: "Ripple"),
            ],
            swiftSettings: [.treatAllWarnings(as: .error)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
