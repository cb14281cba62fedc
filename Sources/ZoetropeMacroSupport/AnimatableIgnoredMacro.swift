import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@AnimatableIgnored`: marks a stored property that `@Animatable` leaves out of `animatableData`. It generates
/// nothing; `@Animatable` reads the attribute. On anything but a variable it is an error.
public struct AnimatableIgnoredMacro: PeerMacro {
    /// No peers; a diagnostic when the attribute is not on a variable.
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        if !declaration.is(VariableDeclSyntax.self) {
            context.diagnose(Diagnostic(node: node, message: AnimatableDiagnostic.ignoredNotOnProperty))
        }
        return []
    }
}
