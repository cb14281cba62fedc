import Foundation

/// A function from input progress to output progress defined by a two-dimensional curve: SwiftUI's `UnitCurve`
/// (iOS 17). Formulas and clamping rules from fidelity.md §2.2–§2.3.
public struct UnitCurve: Hashable, Sendable {
    enum Function: Hashable, Sendable {
        case linear
        case circularEaseIn
        case circularEaseOut
        case circularEaseInOut
        case bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint)
    }

    let function: Function

    init(function: Function) { self.function = function }

    /// A curve from (0, 0) to (1, 1) with the given Bézier control points. `value(at:)` clamps both coordinates
    /// of each control point into [0, 1]; `velocity(at:)` clamps only x (SwiftUI's rule, fidelity.md §2.2).
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(function: .bezier(startControlPoint: startControlPoint, endControlPoint: endControlPoint))
    }

    /// The identity curve: output equals input (unclamped).
    public static let linear = UnitCurve(function: .linear)
    /// Slow start: Bézier (0.42, 0)–(1, 1) (§2.1).
    public static let easeIn = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// Slow end: Bézier (0, 0)–(0.58, 1) (§2.1).
    public static let easeOut = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// Slow start and end: Bézier (0.42, 0)–(0.58, 1) (§2.1).
    public static let easeInOut = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// A quarter circle, slow start: 1 − √(1 − p²) (§2.3).
    public static let circularEaseIn = UnitCurve(function: .circularEaseIn)
    /// A quarter circle, slow end: √(1 − (1 − p)²) (§2.3).
    public static let circularEaseOut = UnitCurve(function: .circularEaseOut)
    /// Two quarter circles joined at (½, ½) (§2.3).
    public static let circularEaseInOut = UnitCurve(function: .circularEaseInOut)

    /// The output progress at `progress`. Bézier curves clamp progress to [0, 1]; `.linear` returns it unchanged.
    /// The circular curves are only defined on [0, 1] (SwiftUI evaluates the raw progress and would produce NaN
    /// outside); we clamp them so that no input yields NaN.
    public func value(at progress: Double) -> Double {
        switch function {
        case .linear:
            return progress
        case .circularEaseIn:
            let p = Self.unit(progress)
            return 1 - (1 - p * p).squareRoot()
        case .circularEaseOut:
            let p = Self.unit(progress)
            return (1 - (1 - p) * (1 - p)).squareRoot()
        case .circularEaseInOut:
            let p = Self.unit(progress)
            if p < 0.5 { return 0.5 * (1 - (1 - 4 * p * p).squareRoot()) }
            return 0.5 * (1 + max(0, (8 - 4 * p) * p - 3).squareRoot())
        case let .bezier(start, end):
            let bezier = CubicBezier(Self.unit(start.x), Self.unit(start.y), Self.unit(end.x), Self.unit(end.y))
            return bezier.value(at: Self.unit(progress))
        }
    }

    /// The slope dy/dx (output progress per unit input progress) at `progress`, clamped to [0, 1]. Bézier curves
    /// clamp only the control points' x here (§2.2). The circular curves have infinite slope at their vertical ends.
    public func velocity(at progress: Double) -> Double {
        switch function {
        case .linear:
            return 1
        case .circularEaseIn:
            let p = Self.unit(progress)
            return p / (1 - p * p).squareRoot()
        case .circularEaseOut:
            let p = Self.unit(progress)
            return (1 - p) / ((2 - p) * p).squareRoot()
        case .circularEaseInOut:
            let p = Self.unit(progress)
            if p < 0.5 { return 2 * p / (1 - 4 * p * p).squareRoot() }
            return (2 - 2 * p) / max(0, (8 - 4 * p) * p - 3).squareRoot()
        case let .bezier(start, end):
            let bezier = CubicBezier(Self.unit(start.x), Double(start.y), Self.unit(end.x), Double(end.y))
            return bezier.slope(at: Self.unit(progress))
        }
    }

    /// The curve with x and y swapped (Bézier control points mirrored; circular ease-in ↔ ease-out). Like SwiftUI,
    /// `.circularEaseInOut.inverse` is `.circularEaseInOut` itself (fidelity.md §2.3 lists only In↔Out; this
    /// follows OpenSwiftUI's table — it is not the mathematical inverse of that curve).
    public var inverse: UnitCurve {
        switch function {
        case .linear: return .linear
        case .circularEaseIn: return .circularEaseOut
        case .circularEaseOut: return .circularEaseIn
        case .circularEaseInOut: return .circularEaseInOut
        case let .bezier(start, end):
            return .bezier(startControlPoint: UnitPoint(x: start.y, y: start.x), endControlPoint: UnitPoint(x: end.y, y: end.x))
        }
    }

    @inline(__always) static func unit(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
    @inline(__always) static func unit(_ value: CGFloat) -> Double { unit(Double(value)) }
}
