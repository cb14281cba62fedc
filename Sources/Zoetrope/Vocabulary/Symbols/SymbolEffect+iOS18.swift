import Foundation
import ZoetropeMotion

/// A symbol moves back and forth along an axis, or rocks about its centre: SwiftUI's `WiggleSymbolEffect` (iOS 18).
/// The default rocks (as `.clockwise`); the directions move it by a fraction of its size (docs/approximations.md,
/// "Symbol effects").
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    enum Motion: Hashable, Sendable {
        /// Rocks, starting clockwise (+1) or counter-clockwise (−1).
        case rotation(sign: Double)
        /// Moves along the axis at `degrees` clockwise from the positive x axis, starting forwards along it.
        case axis(degrees: Double)
    }
    var motion = Motion.rotation(sign: 1)

    private func with(_ motion: Motion) -> WiggleSymbolEffect { var copy = self; copy.motion = motion; return copy }
    public var left: WiggleSymbolEffect { with(.axis(degrees: 180)) }
    public var right: WiggleSymbolEffect { with(.axis(degrees: 0)) }
    public var up: WiggleSymbolEffect { with(.axis(degrees: 270)) }
    public var down: WiggleSymbolEffect { with(.axis(degrees: 90)) }
    /// Forward in the reading direction (left to right here).
    public var forward: WiggleSymbolEffect { with(.axis(degrees: 0)) }
    public var backward: WiggleSymbolEffect { with(.axis(degrees: 180)) }
    public var clockwise: WiggleSymbolEffect { with(.rotation(sign: 1)) }
    public var counterClockwise: WiggleSymbolEffect { with(.rotation(sign: -1)) }
    /// Back and forth along the axis at `angle` degrees clockwise from the positive x axis.
    public func custom(angle: Double) -> WiggleSymbolEffect { with(.axis(degrees: angle)) }
    public func custom(angle: Angle) -> WiggleSymbolEffect { with(.axis(degrees: angle.degrees)) }
    public var wholeSymbol: WiggleSymbolEffect { self }
    public var byLayer: WiggleSymbolEffect { self }
}

/// A symbol turns a full turn: SwiftUI's `RotateSymbolEffect` (iOS 18), clockwise unless asked otherwise.
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var sign = 1.0
    public var clockwise: RotateSymbolEffect { var copy = self; copy.sign = 1; return copy }
    public var counterClockwise: RotateSymbolEffect { var copy = self; copy.sign = -1; return copy }
    public var wholeSymbol: RotateSymbolEffect { self }
    public var byLayer: RotateSymbolEffect { self }
}

/// A symbol swells and settles as if breathing: SwiftUI's `BreatheSymbolEffect` (iOS 18); `.pulse` also fades it
/// as it swells.
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var fades = false
    public var plain: BreatheSymbolEffect { var copy = self; copy.fades = false; return copy }
    public var pulse: BreatheSymbolEffect { var copy = self; copy.fades = true; return copy }
    public var wholeSymbol: BreatheSymbolEffect { self }
    public var byLayer: BreatheSymbolEffect { self }
}

extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: RotateSymbolEffect { RotateSymbolEffect() } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() } }

/// The iOS 18 effects as one motion of the whole view (docs/approximations.md, "Symbol effects"): a single level
/// animated by keyframes, read as an angle, a distance along an axis, or a scale.
struct SymbolMotion {
    enum Reading {
        /// A whole turn (rotate), in degrees.
        case turn(sign: Double)
        /// A rock of ±`wiggleAngle` (wiggle).
        case rotation(sign: Double)
        case axis(degrees: Double)
        case scale(fades: Bool)
    }
    let reading: Reading
    /// The level at rest (0 for a turn or a move, 1 for a scale).
    let rest: Double

    init?(_ effect: any SymbolEffect) {
        switch effect {
        case let wiggle as WiggleSymbolEffect:
            switch wiggle.motion {
            case let .rotation(sign): reading = .rotation(sign: sign)
            case let .axis(degrees): reading = .axis(degrees: degrees)
            }
            rest = 0
        case let rotate as RotateSymbolEffect:
            reading = .turn(sign: rotate.sign)
            rest = 0
        case let breathe as BreatheSymbolEffect:
            reading = .scale(fades: breathe.fades)
            rest = 1
        default:
            return nil
        }
    }

    /// Wiggle: a rock of ±`wiggleAngle` degrees, or a move of ±`wiggleShift` of the symbol's height, in three swings
    /// of 0.15, 0.2 and 0.15 s, then back with a spring of 0.3 s: 0.8 s. Rotate: one turn in 1 s (ease in-out once;
    /// at an even pace while active). Breathe: to 1.12 of the size over 1 s and back over 1 s (ease in-out; `.pulse`
    /// fades to 0.6 at the largest).
    static let wiggleAngle = 12.0, wiggleShift = 0.15, turn = 1.0, breatheHalf = 1.0, breatheScale = 1.12,
               breatheOpacity = 0.6

    /// The keyframes of one play (`repeating`: one cycle of an effect that runs while active).
    @KeyframeTrackContentBuilder<Double>
    func keyframes(speed: Double, repeating: Bool) -> KeyframeList<Double> {
        switch reading {
        case .turn:
            if repeating {
                LinearKeyframe(360.0, duration: Self.turn / speed)
            } else {
                LinearKeyframe(360.0, duration: Self.turn / speed, timingCurve: .easeInOut)
            }
        case .rotation, .axis:
            LinearKeyframe(1.0, duration: 0.15 / speed, timingCurve: .easeOut)
            LinearKeyframe(-1.0, duration: 0.2 / speed, timingCurve: .easeInOut)
            LinearKeyframe(0.5, duration: 0.15 / speed, timingCurve: .easeInOut)
            SpringKeyframe(0.0, duration: 0.3 / speed, spring: Spring(duration: 0.3 / speed, bounce: 0))
            if repeating { LinearKeyframe(0.0, duration: 0.4 / speed) }
        case .scale:
            LinearKeyframe(Self.breatheScale, duration: Self.breatheHalf / speed, timingCurve: .easeInOut)
            LinearKeyframe(1.0, duration: Self.breatheHalf / speed, timingCurve: .easeInOut)
        }
    }
}

/// The view moved by a symbol motion's level.
struct SymbolMotionModifier: ViewModifier {
    let motion: SymbolMotion
    let level: Double

    func body(content: Content) -> some View {
        content
            .rotationEffect(.degrees(angle))
            .modifier(SymbolShift(fraction: shift))
            .scaleEffect(scale)
            .opacity(opacity)
    }

    private var angle: Double {
        switch motion.reading {
        case let .turn(sign): return sign * level
        case let .rotation(sign): return sign * level * SymbolMotion.wiggleAngle
        default: return 0
        }
    }

    private var shift: CGSize {
        guard case let .axis(degrees) = motion.reading else { return .zero }
        let radians = degrees * .pi / 180
        return CGSize(width: cos(radians) * level * SymbolMotion.wiggleShift, height: sin(radians) * level * SymbolMotion.wiggleShift)
    }

    private var scale: Double {
        if case .scale = motion.reading { return level }
        return 1
    }

    private var opacity: Double {
        guard case .scale(fades: true) = motion.reading else { return 1 }
        // 1 at rest, breatheOpacity at the largest scale, in proportion between.
        let swell = (level - 1) / (SymbolMotion.breatheScale - 1)
        return 1 - swell * (1 - SymbolMotion.breatheOpacity)
    }
}

/// Moves a view by a fraction of its own height (a wiggle's shift along its axis).
struct SymbolShift: GeometryEffect {
    var fraction: CGSize

    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(fraction.width, fraction.height) }
        set { fraction = CGSize(width: newValue.first, height: newValue.second) }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: fraction.width * size.height, y: fraction.height * size.height))
    }
}

/// One of two views, fixed for its call site (here by a symbol effect's type): it adds no component to identity
/// paths, so the effects of iOS 17 keep the paths they had.
struct SymbolEffectChoice<Motion: View, Other: View>: View, PrimitiveView {
    typealias Body = Never
    let motion: Motion?
    let other: Other?

    func makeNodes(_ context: ResolveContext) -> [Node] {
        if let motion { return context.resolve(motion) }
        if let other { return context.resolve(other) }
        return []
    }
}
