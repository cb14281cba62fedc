import Foundation

/// An animated value of any `VectorArithmetic` type: the animatable data of custom shapes, which is not a Vector4.
protocol ErasedTrack {
    /// When its animations finish; nil when it never animated.
    var finishTime: Double? { get }
    /// When its latest animation became logically complete; nil when it never animated.
    var logicalCompletionTime: Double? { get }
    /// Whether an animation runs at `time`.
    func isAnimating(at time: Double) -> Bool
    /// The SwiftUI spelling of the animation running at `time`, nil when none runs.
    func runningAnimation(at time: Double) -> String?
    /// The presented value at `time`.
    func presentedValue(at time: Double) -> Any
    /// Every model change, its values described as text.
    var changes: [ErasedChange] { get }
    /// Records a new model value; false (and nothing recorded) when `value` is not of this track's type.
    mutating func set(_ value: Any, at time: Double, animation: Animation?) -> Bool
    /// Whether `value` is this track's current model value (false for a value of another type).
    func hasModelValue(_ value: Any) -> Bool
}

/// A model change of an erased track, its values as text.
struct ErasedChange {
    var time: Double
    var from: String
    var to: String
    var animation: String?
    var logicalCompletion: Double?
    var finish: Double?
}

struct TypedTrack<Value: VectorArithmetic>: ErasedTrack {
    var animated: AnimatedValue<Value>

    var finishTime: Double? { animated.finishTime }
    var logicalCompletionTime: Double? { animated.logicalCompletionTime }

    func presentedValue(at time: Double) -> Any { animated.value(at: time) }

    func isAnimating(at time: Double) -> Bool { animated.isAnimating(at: time) }

    func runningAnimation(at time: Double) -> String? { animated.runningAnimation(at: time) }

    var changes: [ErasedChange] {
        animated.changes.map {
            ErasedChange(time: $0.time, from: "\($0.from)", to: "\($0.to)", animation: $0.animation,
                         logicalCompletion: $0.logicalCompletion, finish: $0.finish)
        }
    }

    func hasModelValue(_ value: Any) -> Bool { (value as? Value) == animated.modelValue }

    mutating func set(_ value: Any, at time: Double, animation: Animation?) -> Bool {
        guard let typed = value as? Value else { return false }
        animated.set(typed, at: time, animation: animation)
        return true
    }
}

extension ShapeContent {
    /// A new track holding the shape's animatable data; nil for shapes with none (`EmptyAnimatableData`).
    func makeTrack() -> ErasedTrack? { shape.makeDataTrack() }

    /// The shape's animatable data.
    var animatableData: Any { shape.erasedData }

    /// The shape with its animatable data replaced by `data` (the shape unchanged when `data` is of another type).
    func shape(withAnimatableData data: Any) -> any Shape { shape.replacingData(with: data) }
}

/// Custom animatable views: their data as a track, and the view with new data.
extension Animatable {
    /// A track of this value's animatable data; nil when it has none (`EmptyAnimatableData`).
    func makeDataTrack() -> ErasedTrack? {
        AnimatableData.self == EmptyAnimatableData.self ? nil : TypedTrack(animated: AnimatedValue(animatableData))
    }

    var erasedData: Any { animatableData }

    /// This value with its animatable data replaced by `data` (unchanged when `data` is of another type).
    func replacingData(with data: Any) -> Self {
        guard let typed = data as? AnimatableData else { return self }
        var copy = self
        copy.animatableData = typed
        return copy
    }
}
