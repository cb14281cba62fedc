import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Observable` (the Observation framework, iOS 17): a class whose stored `var`s are tracked. It marks each such
/// property `@ObservationTracked` (which moves the value into a `_name` peer and reports its reads and writes to the
/// object's `_$observationRegistrar`, a member the macro adds) and adds the `Observable` conformance. Left alone, as in Apple's macro: `let`s, computed
/// properties, `static` and `lazy` properties, properties with a wrapper or `@ObservationIgnored`.
public struct ObservableMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    /// The member role: the object's registrar, which the tracked properties' accessors report to.
    public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                 conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self) else { return [] }
        return ["@ObservationIgnored private let _$observationRegistrar = ObservationRegistrar()"]
    }

    /// The member-attribute role: `@ObservationTracked` on each tracked property.
    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingAttributesFor member: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AttributeSyntax] {
        guard declaration.is(ClassDeclSyntax.self), let property = member.as(VariableDeclSyntax.self),
              isTracked(property) else { return [] }
        return [AttributeSyntax(attributeName: IdentifierTypeSyntax(name: .identifier("ObservationTracked")))]
    }

    /// The extension role: `extension T: Observable {}`, or a diagnostic on anything but a class.
    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self) else {
            let kind = declaration.is(StructDeclSyntax.self) ? "struct" : declaration.is(EnumDeclSyntax.self)
                ? "enumeration" : declaration.is(ActorDeclSyntax.self) ? "actor" : "this"
            let name = declaration.asProtocol(NamedDeclSyntax.self)?.name.text ?? ""
            context.diagnose(Diagnostic(node: node, message: ObservableDiagnostic(kind: kind, name: name)))
            return []
        }
        guard !protocols.isEmpty else { return [] }
        let list = protocols.map(\.trimmedDescription).joined(separator: ", ")
        return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: list) {}")]
    }

    /// A stored instance `var` with one plain name, no wrapper, not ignored, not already tracked, without accessors
    /// of its own (observers aside: `willSet` and `didSet` stay the property's).
    static func isTracked(_ property: VariableDeclSyntax) -> Bool {
        guard property.bindingSpecifier.tokenKind == .keyword(.var), property.bindings.count == 1,
              let binding = property.bindings.first, binding.pattern.is(IdentifierPatternSyntax.self)
        else { return false }
        if property.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }) { return false }
        // Any attribute other than access control or availability is a wrapper or a macro of its own.
        for attribute in property.attributes {
            guard let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { return false }
            if !["available", "MainActor", "preconcurrency", "nonisolated", "objc"].contains(name) { return false }
        }
        guard let block = binding.accessorBlock else { return true }
        guard case .accessors(let accessors) = block.accessors else { return false }  // a computed property
        return accessors.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
    }
}

/// `@ObservationTracked`, which `@Observable` puts on each tracked property: the value lives in a private
/// `_name` peer; the property gets an `init` accessor (so the class's initialisers and the property's initial value
/// set the peer), a getter that tells the object's registrar of the read, and a setter that makes the write a change
/// of the scene's state through the registrar, as Apple's expansion does. A property's own `willSet` and `didSet`
/// run around the write.
public struct ObservationTrackedMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        guard let property = declaration.as(VariableDeclSyntax.self), let binding = property.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmed.text
        else { return [] }
        let observers = observers(of: binding)
        // The observers' bodies run as closures called at once (parenthesized, so never a trailing closure), so
        // that their value's name means what it meant there and a `return` leaves only the observer.
        var setter = "set {\n"
        if let willSet = observers.willSet { setter += "({ \(willSet.name) in\n\(willSet.body)\n})(newValue)\n" }
        if observers.didSet != nil { setter += "let _zoetropeOldValue = _\(name)\n" }
        setter += "_$observationRegistrar.withMutation(of: self, keyPath: \\.\(name)) {\nself._\(name) = newValue\n}\n"
        if let didSet = observers.didSet { setter += "({ \(didSet.name) in\n\(didSet.body)\n})(_zoetropeOldValue)\n" }
        setter += "}"
        return [
            AccessorDeclSyntax(stringLiteral: "@storageRestrictions(initializes: _\(name))\ninit(initialValue) {\n_\(name) = initialValue\n}"),
            AccessorDeclSyntax(stringLiteral: "get {\n_$observationRegistrar.access(self, keyPath: \\.\(name))\nreturn _\(name)\n}"),
            AccessorDeclSyntax(stringLiteral: setter),
        ]
    }

    /// The peer: `private var _name` with the property's type and initial value, ignored by `@Observable`.
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let property = declaration.as(VariableDeclSyntax.self), let binding = property.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmed.text
        else { return [] }
        let type = binding.typeAnnotation.map { ": " + $0.type.trimmedDescription } ?? ""
        let value = binding.initializer.map { " = " + $0.value.trimmedDescription } ?? ""
        return [DeclSyntax(stringLiteral: "@ObservationIgnored private var _\(name)\(type)\(value)")]
    }

    struct Observer {
        /// The name of the observer's value (`newValue`, `oldValue`, or what the property wrote).
        var name: String
        var body: String
    }

    /// The property's `willSet` and `didSet`, with the name each gives its value (`newValue` and `oldValue` unless
    /// written).
    static func observers(of binding: PatternBindingSyntax) -> (willSet: Observer?, didSet: Observer?) {
        guard case .accessors(let accessors) = binding.accessorBlock?.accessors else { return (nil, nil) }
        var result: (willSet: Observer?, didSet: Observer?) = (nil, nil)
        for accessor in accessors {
            let body = accessor.body?.statements.trimmedDescription ?? ""
            let written = accessor.parameters?.name.text
            if accessor.accessorSpecifier.tokenKind == .keyword(.willSet) {
                result.willSet = Observer(name: written ?? "newValue", body: body)
            } else if accessor.accessorSpecifier.tokenKind == .keyword(.didSet) {
                result.didSet = Observer(name: written ?? "oldValue", body: body)
            }
        }
        return result
    }
}

/// `@ObservationIgnored`: a property `@Observable` leaves alone. It generates nothing.
public struct ObservationIgnoredMacro: AccessorMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        []
    }
}

/// `@Observable` on anything but a class: the error Apple's macro gives.
struct ObservableDiagnostic: DiagnosticMessage {
    var kind: String
    var name: String

    var message: String { "'@Observable' cannot be applied to \(kind) type '\(name)'" }
    var diagnosticID: MessageID { MessageID(domain: "ZoetropeMacros", id: "observableNotAClass") }
    var severity: DiagnosticSeverity { .error }
}
