import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing
@testable import ZoetropeMacroSupport

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

/// A diagnostic a macro must emit: its message and where it points (1-based line and column of the source).
struct DiagnosticSpec {
    var message: String
    var line: Int
    var column: Int
    var severity: DiagnosticSeverity = .error
}

/// Expands `source` with SwiftSyntaxMacroExpansion, as the compiler would with the plugin, and checks the expanded
/// text (leading and trailing newlines aside), that it parses without errors, and the diagnostics in order.
func expectExpansion(_ source: String, expandedSource: String, diagnostics: [DiagnosticSpec] = [],
                     macroSpecs: [String: MacroSpec] = animatableSpecs,
                     sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let original = Parser.parse(source: source)
    let context = BasicMacroExpansionContext(
        sourceFiles: [original: .init(moduleName: "TestModule", fullFilePath: "test.swift")])
    let expanded = original.expand(macroSpecs: macroSpecs, contextGenerator: { syntax in
        BasicMacroExpansionContext(sharingWith: context, lexicalContext: syntax.allMacroLexicalContexts())
    }, indentationWidth: .spaces(4))

    let syntaxErrors = ParseDiagnosticsGenerator.diagnostics(for: expanded)
    #expect(syntaxErrors.isEmpty, "the expansion does not parse: \(syntaxErrors.map(\.message))\n\(expanded)",
            sourceLocation: sourceLocation)

    func trimmed(_ text: String) -> Substring {
        var text = Substring(text)
        while text.first?.isNewline == true { text.removeFirst() }
        while text.last?.isNewline == true { text.removeLast() }
        return text
    }
    #expect(trimmed(expanded.description) == trimmed(expandedSource), sourceLocation: sourceLocation)

    let actual = context.diagnostics
    #expect(actual.count == diagnostics.count, "diagnostics: \(actual.map(\.message))", sourceLocation: sourceLocation)
    for (diagnostic, spec) in zip(actual, diagnostics) {
        let location = context.location(for: diagnostic.position, anchoredAt: diagnostic.node, fileName: "")
        #expect(diagnostic.message == spec.message, sourceLocation: sourceLocation)
        #expect(location.line == spec.line, "line of '\(diagnostic.message)'", sourceLocation: sourceLocation)
        #expect(location.column == spec.column, "column of '\(diagnostic.message)'", sourceLocation: sourceLocation)
        #expect(diagnostic.diagMessage.severity == spec.severity, sourceLocation: sourceLocation)
    }
}
