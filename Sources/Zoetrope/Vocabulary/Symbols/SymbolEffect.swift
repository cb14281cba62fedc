import Foundation
import ZoetropeMotion

/// An animation of symbols: SwiftUI's `SymbolEffect` (iOS 17). Zoetrope animates the whole view the effect is
/// applied to, with the timings below (docs/approximations.md, "Symbol effects"), not each layer of a symbol.
public protocol SymbolEffect: Hashable, Sendable {}
/// An effect that plays once each time a value changes (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect that plays for as long as it is active (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// An effect that replaces one symbol by another (`ContentTransition.symbolEffect(_:options:)`).
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// A symbol shrinks, then springs back past its size: SwiftUI's `BounceSymbolEffect`.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var isDown = false
    /// Bounces upward (the default): it dips to 0.8 of its size, then springs up past it.
    public var up: BounceSymbolEffect { var copy = self; copy.isDown = false; return copy }
    /// Bounces downward: it dips further (0.7) before springing back.
    public var down: BounceSymbolEffect { var copy = self; copy.isDown = true; return copy }
    /// Every layer at once (Zoetrope always animates the whole symbol).
    public var wholeSymbol: BounceSymbolEffect { self }
    /// Layer by layer (drawn as `wholeSymbol`).
    public var byLayer: BounceSymbolEffect { self }
}

/// A symbol fades out and in: SwiftUI's `PulseSymbolEffect`.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var wholeSymbol: PulseSymbolEffect { self }
    public var byLayer: PulseSymbolEffect { self }
}

/// A symbol's layers light up in turn: SwiftUI's `VariableColorSymbolEffect` (drawn as the whole symbol dimming
/// and brightening in steps).
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var iterative: VariableColorSymbolEffect { self }
    public var cumulative: VariableColorSymbolEffect { self }
    public var reversing: VariableColorSymbolEffect { self }
    public var nonReversing: VariableColorSymbolEffect { self }
    public var hideInactiveLayers: VariableColorSymbolEffect { self }
    public var dimInactiveLayers: VariableColorSymbolEffect { self }
}

/// A symbol grows or shrinks while active: SwiftUI's `ScaleSymbolEffect`.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect {
    var factor = 1.2
    public var up: ScaleSymbolEffect { var copy = self; copy.factor = 1.2; return copy }
    public var down: ScaleSymbolEffect { var copy = self; copy.factor = 0.8; return copy }
    public var wholeSymbol: ScaleSymbolEffect { self }
    public var byLayer: ScaleSymbolEffect { self }
}

/// The old symbol scales down and fades out as the new one scales up and fades in: SwiftUI's
/// `ReplaceSymbolEffect`.
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect {
    public var downUp: ReplaceSymbolEffect { self }
    public var upUp: ReplaceSymbolEffect { self }
    public var offUp: ReplaceSymbolEffect { self }
    public var wholeSymbol: ReplaceSymbolEffect { self }
    public var byLayer: ReplaceSymbolEffect { self }
}

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { BounceSymbolEffect() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { PulseSymbolEffect() } }
extension SymbolEffect where Self == VariableColorSymbolEffect {
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() } }
extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() } }

/// How a symbol effect plays: SwiftUI's `SymbolEffectOptions` (speed and repeat count).
public struct SymbolEffectOptions: Hashable, Sendable {
    var speed = 1.0
    var repeatCount: Int?

    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions(repeatCount: 1)
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: count) }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speed: speed) }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { var copy = self; copy.repeatCount = count; return copy }
    public func speed(_ speed: Double) -> SymbolEffectOptions { var copy = self; copy.speed = speed; return copy }
}

/// The timings of the effects, in seconds at speed 1 (docs/approximations.md, "Symbol effects").
enum SymbolEffectTiming {
    /// Bounce: down to `dip` over 0.12 s (ease out), then a spring of 0.45 s and bounce 0.5 back to full size.
    static let bounceDip = 0.12, bounceSpring = 0.45
    /// Pulse: to 0.35 opacity over 0.5 s and back over 0.5 s (ease in-out), then 0.25 s held: 1.25 s a cycle.
    static let pulseHalf = 0.5, pulseHold = 0.25, pulseOpacity = 0.35
    /// Variable colour: 0.35 → 0.7 → 1 → 0.35 opacity in steps of 0.3 s: 1.2 s a cycle.
    static let variableStep = 0.3
}

extension View {
    /// Plays a discrete symbol effect each time `value` changes: SwiftUI's `symbolEffect(_:options:value:)`.
    public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                   value: U) -> some View {
        let speed = max(options.speed, 0.01)
        let motion = SymbolMotion(effect)
        return SymbolEffectChoice(motion: motion.map { motion in
            keyframeAnimator(initialValue: motion.rest, trigger: value) { content, level in
                content.modifier(SymbolMotionModifier(motion: motion, level: level))
            } keyframes: { _ in
                KeyframeTrack { motion.keyframes(speed: speed, repeating: false) }
            }
        }, other: motion == nil ? discreteEffect(effect, speed: speed, value: value) : nil)
    }

    /// The discrete effects of iOS 17 (bounce, pulse, variable colour).
    private func discreteEffect<T: DiscreteSymbolEffect, U: Equatable>(_ effect: T, speed: Double, value: U) -> some View {
        let bounce = effect as? BounceSymbolEffect
        let pulses = effect is PulseSymbolEffect || effect is VariableColorSymbolEffect
        return keyframeAnimator(initialValue: 1.0, trigger: value) { content, level in
            content
                .scaleEffect(pulses ? 1 : level)
                .opacity(pulses ? level : 1)
        } keyframes: { _ in
            KeyframeTrack {
                if pulses {
                    LinearKeyframe(SymbolEffectTiming.pulseOpacity, duration: SymbolEffectTiming.pulseHalf / speed, timingCurve: .easeInOut)
                    LinearKeyframe(1.0, duration: SymbolEffectTiming.pulseHalf / speed, timingCurve: .easeInOut)
                } else {
                    LinearKeyframe(bounce?.isDown == true ? 0.7 : 0.8, duration: SymbolEffectTiming.bounceDip / speed, timingCurve: .easeOut)
                    SpringKeyframe(1.0, duration: SymbolEffectTiming.bounceSpring / speed,
                                   spring: Spring(duration: SymbolEffectTiming.bounceSpring / speed, bounce: 0.5))
                }
            }
        }
    }

    /// Plays an indefinite symbol effect while `isActive`: SwiftUI's `symbolEffect(_:options:isActive:)`.
    public func symbolEffect<T: IndefiniteSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default,
                                                       isActive: Bool = true) -> some View {
        let speed = max(options.speed, 0.01)
        let motion = SymbolMotion(effect)
        return SymbolEffectChoice(motion: motion.map { motion in
            keyframeAnimator(initialValue: motion.rest, repeating: isActive) { content, level in
                content.modifier(SymbolMotionModifier(motion: motion, level: level))
            } keyframes: { _ in
                KeyframeTrack { motion.keyframes(speed: speed, repeating: true) }
            }
        }, other: motion == nil ? indefiniteEffect(effect, speed: speed, isActive: isActive) : nil)
    }

    /// The indefinite effects of iOS 17 (bounce, pulse, variable colour, scale).
    private func indefiniteEffect<T: IndefiniteSymbolEffect>(_ effect: T, speed: Double, isActive: Bool) -> some View {
        let scale = (effect as? ScaleSymbolEffect)?.factor
        let variable = effect is VariableColorSymbolEffect
        let bounce = effect is BounceSymbolEffect
        return keyframeAnimator(initialValue: 1.0, repeating: isActive) { content, level in
            content
                .scaleEffect(scale != nil || bounce ? level : 1)
                .opacity(scale != nil || bounce ? 1 : level)
        } keyframes: { _ in
            KeyframeTrack {
                if let scale {
                    LinearKeyframe(scale, duration: 0.3 / speed, timingCurve: .easeInOut)
                    LinearKeyframe(scale, duration: 10_000)
                } else if bounce {
                    LinearKeyframe(0.8, duration: SymbolEffectTiming.bounceDip / speed, timingCurve: .easeOut)
                    SpringKeyframe(1.0, duration: SymbolEffectTiming.bounceSpring / speed,
                                   spring: Spring(duration: SymbolEffectTiming.bounceSpring / speed, bounce: 0.5))
                    LinearKeyframe(1.0, duration: 0.4 / speed)
                } else if variable {
                    MoveKeyframe(0.35)
                    LinearKeyframe(0.35, duration: SymbolEffectTiming.variableStep / speed)
                    MoveKeyframe(0.7)
                    LinearKeyframe(0.7, duration: SymbolEffectTiming.variableStep / speed)
                    MoveKeyframe(1.0)
                    LinearKeyframe(1.0, duration: SymbolEffectTiming.variableStep * 2 / speed)
                } else {
                    LinearKeyframe(SymbolEffectTiming.pulseOpacity, duration: SymbolEffectTiming.pulseHalf / speed, timingCurve: .easeInOut)
                    LinearKeyframe(1.0, duration: SymbolEffectTiming.pulseHalf / speed, timingCurve: .easeInOut)
                    LinearKeyframe(1.0, duration: SymbolEffectTiming.pulseHold / speed)
                }
            }
        }
    }
}

extension ContentTransition {
    /// Replaces one symbol by another with `effect` when an `Image(systemName:)`'s name changes in an animated
    /// transaction: SwiftUI's `ContentTransition.symbolEffect(_:options:)`. The old symbol scales to half and fades
    /// out while the new one scales up from half and fades in, with the transaction's animation.
    public static func symbolEffect<T: ContentTransitionSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(kind: .symbolReplace)
    }

    /// The automatic symbol transition (a replace).
    public static let symbolEffect = ContentTransition(kind: .symbolReplace)
}
