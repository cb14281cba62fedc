import Foundation

/// Where an angle falls along an angular gradient (SwiftUI's `AngularGradient` rules).
///
/// Angles are radians, clockwise from +x in y-down space. The gradient runs from `startAngle` (location 0) to
/// `endAngle` (location 1). A sweep of more than a full turn draws only its last turn; a shorter one fills the
/// missing wedge with the colour at location 1 for its first half and location 0 for its second half. A sweep of
/// zero (SwiftUI's defaults, both `.zero`) is taken as one full turn. A negative sweep runs anticlockwise.
public struct AngularSweep: Hashable, Sendable {
    public var startAngle: Double
    /// The signed sweep, at most one turn in magnitude.
    public var sweep: Double

    public init(startAngle: Double, endAngle: Double) {
        let turn = 2 * Double.pi
        var sweep = endAngle - startAngle
        var start = startAngle
        if sweep == 0 { sweep = turn }
        if abs(sweep) > turn {
            start = endAngle - (sweep > 0 ? turn : -turn)
            sweep = sweep > 0 ? turn : -turn
        }
        self.startAngle = start
        self.sweep = sweep
    }

    /// The gradient location, 0...1, of the direction `angle`.
    public func location(ofAngle angle: Double) -> Double {
        let turn = 2 * Double.pi
        let span = abs(sweep)
        let signed = sweep > 0 ? angle - startAngle : startAngle - angle
        var d = signed.truncatingRemainder(dividingBy: turn)
        if d < 0 { d += turn }
        if d <= span { return d / span }
        return (d - span) < (turn - span) / 2 ? 1 : 0
    }
}
