import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Animatable` (SwiftUI, iOS 26): writes `animatableData` from a struct's stored `var`s whose type is
/// VectorArithmetic, nested in `AnimatablePair`s, leaving out `let`s, computed properties, property wrappers and
/// properties marked `@AnimatableIgnored`, and adds the `Animatable` conformance when the type lacks it (a `Shape`
/// already has it). The member role writes the property inside the struct, so it reaches private properties.
public struct AnimatableMacro: MemberMacro, ExtensionMacro {
    /// The member role: `var animatableData`, or nothing after a diagnostic.
    public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                 conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let data = animatableData(of: declaration, diagnosingOn: node, in: context) else { return [] }
        return [DeclSyntax(stringLiteral: data.declaration)]
    }

    /// The extension role: `extension T: Animatable {}` when the type is not `Animatable` yet and has data.
    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        // The member role reports the problems; here a type that cannot be expanded just gets no conformance.
        guard !protocols.isEmpty, let structDecl = declaration.as(StructDeclSyntax.self),
              usable(structDecl) != nil
        else { return [] }
        let list = protocols.map(\.trimmedDescription).joined(separator: ", ")
        return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: list) {}")]
    }

    /// The property to write, or nil after reporting why there is none.
    static func animatableData(of declaration: some DeclGroupSyntax, diagnosingOn node: AttributeSyntax,
                               in context: some MacroExpansionContext) -> AnimatableData? {
        guard let structDecl = declaration.as(StructDeclSyntax.self) else {
            context.diagnose(Diagnostic(node: node, message: AnimatableDiagnostic.notAStruct(kind: kind(of: declaration))))
            return nil
        }
        let name = structDecl.name.text
        if declaresAnimatableData(structDecl) {
            context.diagnose(Diagnostic(node: node, message: AnimatableDiagnostic.alreadyDeclared(type: name)))
            return nil
        }
        let readings = AnimatableProperty.read(structDecl.memberBlock.members, generics: structDecl.genericParameterClause)
        var unknown = false
        for case .unknownType(let property, let propertyNode) in readings {
            context.diagnose(Diagnostic(node: propertyNode, message: AnimatableDiagnostic.unknownType(property: property)))
            unknown = true
        }
        if unknown { return nil }
        guard let data = usable(structDecl) else {
            context.diagnose(Diagnostic(node: node, message: AnimatableDiagnostic.noAnimatableProperties(type: name)))
            return nil
        }
        return data
    }

    /// The data of a struct that has animatable properties, none of unknown type, and no `animatableData` of its own.
    static func usable(_ structDecl: StructDeclSyntax) -> AnimatableData? {
        if declaresAnimatableData(structDecl) { return nil }
        var properties: [AnimatableProperty] = []
        for reading in AnimatableProperty.read(structDecl.memberBlock.members, generics: structDecl.genericParameterClause) {
            switch reading {
            case .animated(let property): properties.append(property)
            case .leftOut: continue
            case .unknownType: return nil
            }
        }
        if properties.isEmpty { return nil }
        return AnimatableData(properties: properties, accessPrefix: accessPrefix(of: structDecl))
    }

    private static func declaresAnimatableData(_ structDecl: StructDeclSyntax) -> Bool {
        structDecl.memberBlock.members.contains { member in
            member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "animatableData"
            } ?? false
        }
    }

    private static func accessPrefix(of structDecl: StructDeclSyntax) -> String {
        for modifier in structDecl.modifiers where ["public", "package", "open"].contains(modifier.name.text) {
            return modifier.name.text == "open" ? "public " : modifier.name.text + " "
        }
        return ""
    }

    private static func kind(of declaration: some DeclGroupSyntax) -> String {
        if declaration.is(ClassDeclSyntax.self) { return "a class" }
        if declaration.is(EnumDeclSyntax.self) { return "an enum" }
        if declaration.is(ActorDeclSyntax.self) { return "an actor" }
        if declaration.is(ProtocolDeclSyntax.self) { return "a protocol" }
        if declaration.is(ExtensionDeclSyntax.self) { return "an extension" }
        return "this declaration"
    }
}
