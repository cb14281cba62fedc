import SwiftSyntaxMacroExpansion
import Testing

/// Misuse of `@Animatable` and `@AnimatableIgnored` is an error that says what to write instead, and expands to
/// nothing (no half conformance to add errors of its own).
@Suite struct AnimatableMacroDiagnosticTests {
    @Test func aClassIsRefused() {
        expectExpansion(
            """
            @Animatable
            final class Model {
                var value: Double = 0
            }
            """,
            expandedSource: """
            final class Model {
                var value: Double = 0
            }
            """,
            diagnostics: [DiagnosticSpec(message: "'@Animatable' can only be attached to a struct (a View, Shape or "
                                             + "ViewModifier), not to a class; write 'var animatableData' by hand to "
                                             + "conform it to Animatable", line: 1, column: 1)])
    }

    @Test func anEnumIsRefused() {
        expectExpansion(
            """
            @Animatable
            enum Phase {
                case start, end
            }
            """,
            expandedSource: """
            enum Phase {
                case start, end
            }
            """,
            diagnostics: [DiagnosticSpec(message: "'@Animatable' can only be attached to a struct (a View, Shape or "
                                             + "ViewModifier), not to an enum; write 'var animatableData' by hand to "
                                             + "conform it to Animatable", line: 1, column: 1)])
    }

    @Test func aStructWithNothingToAnimateIsAnError() {
        expectExpansion(
            """
            @Animatable
            struct Badge: View {
                let count: Double
                @AnimatableIgnored var scale: Double
                var title: String
                var body: some View { Text(title) }
            }
            """,
            expandedSource: """
            struct Badge: View {
                let count: Double
                var scale: Double
                var title: String
                var body: some View { Text(title) }
            }
            """,
            diagnostics: [DiagnosticSpec(message: "'@Animatable' found no stored 'var' to animate in 'Badge': it "
                                             + "animates each stored 'var' whose type is VectorArithmetic (Double, "
                                             + "CGFloat, …) or a geometry value (CGPoint, Angle, …), except 'let's, "
                                             + "computed properties, property wrappers and '@AnimatableIgnored' ones",
                                         line: 1, column: 1)])
    }

    @Test func aPropertyWithoutAReadableTypeIsAnError() {
        expectExpansion(
            """
            @Animatable
            struct Dial: View {
                var angle = makeAngle()
                var body: some View { EmptyView() }
            }
            """,
            expandedSource: """
            struct Dial: View {
                var angle = makeAngle()
                var body: some View { EmptyView() }
            }
            """,
            diagnostics: [DiagnosticSpec(message: "'@Animatable' cannot tell the type of 'angle': write it "
                                             + "('var angle: Double = …') or mark the property '@AnimatableIgnored'",
                                         line: 3, column: 9)])
    }

    @Test func aHandWrittenAnimatableDataIsAnError() {
        expectExpansion(
            """
            @Animatable
            struct Bar: View {
                var width: Double
                var animatableData: Double {
                    get { width }
                    set { width = newValue }
                }
            }
            """,
            expandedSource: """
            struct Bar: View {
                var width: Double
                var animatableData: Double {
                    get { width }
                    set { width = newValue }
                }
            }
            """,
            diagnostics: [DiagnosticSpec(message: "'Bar' already declares 'animatableData'; remove it to let "
                                             + "'@Animatable' write it, or remove '@Animatable'", line: 1, column: 1)])
    }

    @Test func ignoredOnAFunctionIsAnError() {
        expectExpansion(
            """
            struct Bar {
                @AnimatableIgnored func width() -> Double { 1 }
            }
            """,
            expandedSource: """
            struct Bar {
                func width() -> Double { 1 }
            }
            """,
            diagnostics: [DiagnosticSpec(message: "'@AnimatableIgnored' marks a stored property of an "
                                             + "'@Animatable' struct; attach it to a 'var'", line: 2, column: 5)])
    }
}
