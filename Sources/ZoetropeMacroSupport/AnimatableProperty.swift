import SwiftSyntax

/// One stored property that `@Animatable` animates: its name, the type of its part of `animatableData`, and whether
/// that part is the value itself (a VectorArithmetic type) or the value's own `animatableData` (CGPoint, Angle, …).
struct AnimatableProperty: Equatable {
    var name: String
    /// The type as written (`Double`, `CGPoint`).
    var type: String
    /// True for the geometry values that are Animatable but not VectorArithmetic, as in SwiftUI.
    var throughAnimatableData: Bool

    /// The type of this property's part of `animatableData`.
    var dataType: String { throughAnimatableData ? "\(type).AnimatableData" : type }
    /// The expression reading or writing this property's part (`width`, `center.animatableData`).
    var dataAccess: String { throughAnimatableData ? "\(name).animatableData" : name }

    /// VectorArithmetic types of the standard library, CoreGraphics and Zoetrope.
    static let vectorTypes: Set<String> = ["Double", "Float", "CGFloat", "Float16", "Float80", "AnimatablePair",
                                           "EmptyAnimatableData", "AnimatableVector"]
    /// Animatable values whose `animatableData` is another type: taken through that data.
    static let animatableGeometry: Set<String> = ["CGPoint", "CGSize", "CGRect", "Angle", "UnitPoint"]
    /// Types that are known not to be VectorArithmetic: such properties are left out without a word, as SwiftUI
    /// leaves them out.
    static let inertTypes: Set<String> = [
        "Bool", "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8",
        "UInt16", "UInt32", "UInt64", "Color", "Font", "Text", "Image", "AnyView", "AnyShape", "AnyShapeStyle",
        "Animation", "Transaction", "Alignment", "HorizontalAlignment", "VerticalAlignment", "Edge", "Axis",
        "Date", "URL", "UUID", "Data", "Optional", "Array", "Set", "Dictionary", "Namespace", "ColorScheme",
        "ContentMode", "StrokeStyle", "Gradient", "LinearGradient", "RadialGradient", "AngularGradient",
    ]
}

/// Why a property is left out of, or breaks, the synthesized `animatableData`.
enum PropertyReading: Equatable {
    case animated(AnimatableProperty)
    case leftOut
    case unknownType(name: String, node: Syntax)
}

extension AnimatableProperty {
    /// Reads the stored properties of a struct's members in declaration order. `genericVectors` are the generic
    /// parameters constrained to VectorArithmetic; other generic parameters are left out (`Content: View`).
    static func read(_ members: MemberBlockItemListSyntax, generics: GenericParameterClauseSyntax?) -> [PropertyReading] {
        let parameters = generics?.parameters ?? []
        let vectorGenerics = Set(parameters.filter { $0.inheritedType?.trimmedDescription.contains("VectorArithmetic") ?? false }
            .map(\.name.text))
        let otherGenerics = Set(parameters.map(\.name.text)).subtracting(vectorGenerics)
        var readings: [PropertyReading] = []
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            readings += read(variable, vectorGenerics: vectorGenerics, otherGenerics: otherGenerics)
        }
        return readings
    }

    private static func read(_ variable: VariableDeclSyntax, vectorGenerics: Set<String>,
                             otherGenerics: Set<String>) -> [PropertyReading] {
        guard variable.bindingSpecifier.tokenKind == .keyword(.var),
              !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }),
              // `@AnimatableIgnored`, and property wrappers (`@State`, `@Binding`), whose storage is not the value.
              variable.attributes.isEmpty
        else { return variable.bindings.map { _ in .leftOut } }

        // `var a, b: Double`: a binding without its own type has the type of the next one that states it.
        var readings: [PropertyReading] = []
        var sharedType: TypeSyntax?
        for binding in variable.bindings.reversed() {
            if let annotated = binding.typeAnnotation?.type { sharedType = annotated }
            else if binding.initializer != nil { sharedType = nil }
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription,
                  isStored(binding)
            else { readings.append(.leftOut); continue }
            let type = binding.typeAnnotation?.type ?? (binding.initializer == nil ? sharedType : nil)
            if let type {
                readings.append(classify(type, name: name, vectorGenerics: vectorGenerics, otherGenerics: otherGenerics))
            } else {
                readings.append(inferred(from: binding.initializer?.value, name: name, node: Syntax(binding)))
            }
        }
        return readings.reversed()
    }

    /// A binding with no accessors, or with only `willSet`/`didSet` observers, is stored.
    private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let block = binding.accessorBlock else { return true }
        guard case .accessors(let accessors) = block.accessors else { return false }
        return accessors.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }

    private static func classify(_ type: TypeSyntax, name: String, vectorGenerics: Set<String>,
                                 otherGenerics: Set<String>) -> PropertyReading {
        let written = type.trimmedDescription
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            let base = identifier.name.text
            if vectorGenerics.contains(base) || vectorTypes.contains(base) {
                return .animated(AnimatableProperty(name: name, type: written, throughAnimatableData: false))
            }
            if animatableGeometry.contains(base) {
                return .animated(AnimatableProperty(name: name, type: written, throughAnimatableData: true))
            }
            if inertTypes.contains(base) || otherGenerics.contains(base) { return .leftOut }
            // A type of the user's own: taken as VectorArithmetic; if it is not, the compiler says so at
            // `animatableData`, and `@AnimatableIgnored` leaves it out.
            return .animated(AnimatableProperty(name: name, type: written, throughAnimatableData: false))
        }
        if let member = type.as(MemberTypeSyntax.self) {
            // `Swift.Double`, `CoreGraphics.CGFloat`; other nested types (`Namespace.ID`) are not animatable.
            let last = member.name.text
            if vectorTypes.contains(last) {
                return .animated(AnimatableProperty(name: name, type: written, throughAnimatableData: false))
            }
            if animatableGeometry.contains(last) {
                return .animated(AnimatableProperty(name: name, type: written, throughAnimatableData: true))
            }
        }
        // Optionals, collections, tuples, functions, `some`/`any` types.
        return .leftOut
    }

    /// The type of `var x = literal`: a floating-point literal is a Double; integer, Boolean and string literals
    /// are not animatable; anything else cannot be read from the syntax.
    private static func inferred(from value: ExprSyntax?, name: String, node: Syntax) -> PropertyReading {
        guard let value else { return .unknownType(name: name, node: node) }
        if value.is(FloatLiteralExprSyntax.self) {
            return .animated(AnimatableProperty(name: name, type: "Double", throughAnimatableData: false))
        }
        if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.expression.is(FloatLiteralExprSyntax.self) {
            return .animated(AnimatableProperty(name: name, type: "Double", throughAnimatableData: false))
        }
        if value.is(IntegerLiteralExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self)
            || value.is(StringLiteralExprSyntax.self) || value.is(ClosureExprSyntax.self)
            || value.is(ArrayExprSyntax.self) || value.is(DictionaryExprSyntax.self) || value.is(NilLiteralExprSyntax.self) {
            return .leftOut
        }
        if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.expression.is(IntegerLiteralExprSyntax.self) {
            return .leftOut
        }
        return .unknownType(name: name, node: node)
    }
}
