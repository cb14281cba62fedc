import SwiftDiagnostics

/// What `@Animatable` and `@AnimatableIgnored` report about code they cannot expand, each message saying what to
/// write instead.
enum AnimatableDiagnostic: DiagnosticMessage {
    /// `@Animatable` on a class, enum, actor, protocol or extension.
    case notAStruct(kind: String)
    /// No stored `var` to animate.
    case noAnimatableProperties(type: String)
    /// A stored `var` whose type cannot be read from the declaration.
    case unknownType(property: String)
    /// The struct already writes `animatableData` itself.
    case alreadyDeclared(type: String)
    /// `@AnimatableIgnored` on something other than a property.
    case ignoredNotOnProperty

    var message: String {
        switch self {
        case .notAStruct(let kind):
            return "'@Animatable' can only be attached to a struct (a View, Shape or ViewModifier), not to \(kind); "
                + "write 'var animatableData' by hand to conform it to Animatable"
        case .noAnimatableProperties(let type):
            return "'@Animatable' found no stored 'var' to animate in '\(type)': it animates each stored 'var' whose "
                + "type is VectorArithmetic (Double, CGFloat, …) or a geometry value (CGPoint, Angle, …), except "
                + "'let's, computed properties, property wrappers and '@AnimatableIgnored' ones"
        case .unknownType(let property):
            return "'@Animatable' cannot tell the type of '\(property)': write it ('var \(property): Double = …') "
                + "or mark the property '@AnimatableIgnored'"
        case .alreadyDeclared(let type):
            return "'\(type)' already declares 'animatableData'; remove it to let '@Animatable' write it, or remove "
                + "'@Animatable'"
        case .ignoredNotOnProperty:
            return "'@AnimatableIgnored' marks a stored property of an '@Animatable' struct; attach it to a 'var'"
        }
    }

    var diagnosticID: MessageID {
        let id: String
        switch self {
        case .notAStruct: id = "notAStruct"
        case .noAnimatableProperties: id = "noAnimatableProperties"
        case .unknownType: id = "unknownType"
        case .alreadyDeclared: id = "alreadyDeclared"
        case .ignoredNotOnProperty: id = "ignoredNotOnProperty"
        }
        return MessageID(domain: "ZoetropeMacros", id: id)
    }

    var severity: DiagnosticSeverity { .error }
}
