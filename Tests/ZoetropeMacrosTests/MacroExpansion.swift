import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import ZoetropeMacros

/// The macros as the compiler sees them: `@Animatable` adds the `Animatable` conformance a type lacks.
let animatableSpecs: [String: MacroSpec] = [
    "Animatable": MacroSpec(type: AnimatableMacro.self, conformances: ["Animatable"]),
    "AnimatableIgnored": MacroSpec(type: AnimatableIgnoredMacro.self),
]

/// As for a `Shape`, which is already `Animatable`: the compiler asks for no conformance.
let alreadyAnimatableSpecs: [String: MacroSpec] = [
    "Animatable": MacroSpec(type: AnimatableMacro.self, conformances: []),
    "AnimatableIgnored": MacroSpec(type: AnimatableIgnoredMacro.self),
]

/// swift-syntax's `assertMacroExpansion`, reporting to Swift Testing.
func expectExpansion(_ source: String, expandedSource: String, diagnostics: [DiagnosticSpec] = [],
                     macroSpecs: [String: MacroSpec] = animatableSpecs,
                     sourceLocation: SourceLocation = #_sourceLocation) {
    assertMacroExpansion(source, expandedSource: expandedSource, diagnostics: diagnostics, macroSpecs: macroSpecs,
                         indentationWidth: .spaces(4)) { failure in
        Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
    }
}
