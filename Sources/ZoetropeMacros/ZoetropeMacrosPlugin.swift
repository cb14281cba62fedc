import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that expands Zoetrope's macros: `@Animatable` and `@AnimatableIgnored`.
@main
struct ZoetropeMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [AnimatableMacro.self, AnimatableIgnoredMacro.self]
}
