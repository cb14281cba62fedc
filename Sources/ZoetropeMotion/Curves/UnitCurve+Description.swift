import Foundation

/// SwiftUI spellings of unit curves (`.easeIn`, `.bezier(startControlPoint:endControlPoint:)`).
extension UnitCurve: CustomStringConvertible {
    /// The curve as SwiftUI code.
    public var description: String {
        switch function {
        case .linear: return ".linear"
        case .circularEaseIn: return ".circularEaseIn"
        case .circularEaseOut: return ".circularEaseOut"
        case .circularEaseInOut: return ".circularEaseInOut"
        case let .bezier(start, end):
            for (name, curve) in [("easeIn", UnitCurve.easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut)] where curve == self {
                return "." + name
            }
            return ".bezier(startControlPoint: UnitPoint(x: \(start.x), y: \(start.y)), endControlPoint: UnitPoint(x: \(end.x), y: \(end.y)))"
        }
    }
}
