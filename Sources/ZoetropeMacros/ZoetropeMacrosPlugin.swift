@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros
import ZoetropeMacroSupport

/// The compiler plugin that expands Zoetrope's macros: `@Animatable`, `@AnimatableIgnored`, and
/// Observation's `@Observable`, `@ObservationTracked` and `@ObservationIgnored`.
///
/// The compiler starts it and exchanges messages with it over standard input and output. This is what swift-syntax's
/// `CompilerPlugin` does, written against `SwiftCompilerPluginMessageHandling` alone because that module, unlike
/// `SwiftCompilerPlugin`, ships with the toolchain: the plugin builds against the toolchain's own swift-syntax
/// libraries and the package is never compiled from source (Package.swift, `toolchainSwiftSyntax`).
@main
struct ZoetropeMacrosPlugin: PluginProvider {
    static let macros: [String: Macro.Type] = [
        "AnimatableMacro": AnimatableMacro.self,
        "AnimatableIgnoredMacro": AnimatableIgnoredMacro.self,
        "ObservableMacro": ObservableMacro.self,
        "ObservationTrackedMacro": ObservationTrackedMacro.self,
        "ObservationIgnoredMacro": ObservationIgnoredMacro.self,
    ]

    func resolveMacro(moduleName: String, typeName: String) throws -> Macro.Type {
        guard let macro = Self.macros[typeName] else { throw UnknownMacro(moduleName: moduleName, typeName: typeName) }
        return macro
    }

    static func main() throws {
        let listener = CompilerPluginMessageListener(connection: try StandardIOMessageConnection(),
                                                     provider: ZoetropeMacrosPlugin())
        try listener.main()
    }
}

/// A macro declaration that names a type this plugin does not provide.
struct UnknownMacro: Error, CustomStringConvertible {
    var moduleName: String
    var typeName: String
    var description: String { "ZoetropeMacros provides no macro '\(moduleName).\(typeName)'" }
}
