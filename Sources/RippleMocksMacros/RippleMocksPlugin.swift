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
