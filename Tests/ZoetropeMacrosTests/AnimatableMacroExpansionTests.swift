import SwiftSyntaxMacroExpansion
import Testing

/// What `@Animatable` writes, each expected text written by hand from the rule: every stored `var` of a
/// VectorArithmetic type in declaration order, nested to the right in `AnimatablePair`s, without `let`s, computed
/// properties, property wrappers and `@AnimatableIgnored` properties.
@Suite struct AnimatableMacroExpansionTests {
    @Test func twoPropertiesMakeAPairAndTheRestIsLeftOut() {
        expectExpansion(
            """
            @Animatable
            struct Gauge: View {
                var level: Double
                @AnimatableIgnored var mark: Double
                let title: String
                @State private var pressed = false
                var isFull: Bool
                var label: String { title }
                private var thickness: CGFloat = 10
                var body: some View { Text(label) }
            }
            """,
            expandedSource: """
            struct Gauge: View {
                var level: Double
                var mark: Double
                let title: String
                @State private var pressed = false
                var isFull: Bool
                var label: String { title }
                private var thickness: CGFloat = 10
                var body: some View { Text(label) }

                var animatableData: AnimatablePair<Double, CGFloat> {
                    get {
                        AnimatablePair(level, thickness)
                    }
                    set {
                        level = newValue.first
                        thickness = newValue.second
                    }
                }
            }

            extension Gauge: Animatable {
            }
            """)
    }

    @Test func onePropertyIsTheDataItself() {
        expectExpansion(
            """
            @Animatable
            struct Counter: View {
                var value: Double
                var body: some View { Text("\\(value)") }
            }
            """,
            expandedSource: """
            struct Counter: View {
                var value: Double
                var body: some View { Text("\\(value)") }

                var animatableData: Double {
                    get {
                        value
                    }
                    set {
                        value = newValue
                    }
                }
            }

            extension Counter: Animatable {
            }
            """)
    }

    @Test func threePropertiesNestToTheRight() {
        expectExpansion(
            """
            @Animatable
            public struct Wave: Shape {
                public var amplitude: Double, phase: Double
                var center: CGPoint
                var cycles = 3
                var speed = 1.5 {
                    didSet { }
                }
                public func path(in rect: CGRect) -> Path { Path() }
            }
            """,
            expandedSource: """
            public struct Wave: Shape {
                public var amplitude: Double, phase: Double
                var center: CGPoint
                var cycles = 3
                var speed = 1.5 {
                    didSet { }
                }
                public func path(in rect: CGRect) -> Path { Path() }

                public var animatableData: AnimatablePair<Double, AnimatablePair<Double, AnimatablePair<CGPoint.AnimatableData, Double>>> {
                    get {
                        AnimatablePair(amplitude, AnimatablePair(phase, AnimatablePair(center.animatableData, speed)))
                    }
                    set {
                        amplitude = newValue.first
                        phase = newValue.second.first
                        center.animatableData = newValue.second.second.first
                        speed = newValue.second.second.second
                    }
                }
            }
            """,
            macroSpecs: alreadyAnimatableSpecs)
    }

    @Test func aGenericModifierTakesOnlyItsVectorParameters() {
        expectExpansion(
            """
            @Animatable
            struct Lift<Value: VectorArithmetic, Content: View>: ViewModifier {
                var height: Value
                var content: Content
                static var shared: Double = 0
                func body(content: Content) -> some View { content }
            }
            """,
            expandedSource: """
            struct Lift<Value: VectorArithmetic, Content: View>: ViewModifier {
                var height: Value
                var content: Content
                static var shared: Double = 0
                func body(content: Content) -> some View { content }

                var animatableData: Value {
                    get {
                        height
                    }
                    set {
                        height = newValue
                    }
                }
            }

            extension Lift: Animatable {
            }
            """)
    }
}
