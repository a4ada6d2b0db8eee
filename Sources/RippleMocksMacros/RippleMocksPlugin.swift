#if Mocks
import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plug-in that provides RippleMocks' macros.
@main
struct RippleMocksPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [
        MockableMacro.self,
        ModifiableMacro.self,
        LensableMacro.self,
    ]
}
#else
/// Without the `Mocks` trait the package has no swift-syntax and no macros, but SwiftPM still
/// links the macro target's tool when it builds every target (`swift build --build-tests`, `swift
/// test`); nothing loads it, since no target then uses the macros.
@main
enum RippleMocksPlugin {
    static func main() {}
}
#endif
