import Foundation
import ZoetropeDisplay

/// What must hold for every SVG path input: `DisplayPath(svgPath:)` throws an `SVGPathError` at an offset inside
/// the data, or returns a path whose every point is finite.
public enum SVGPathChecks {
    /// The parser's fuzz target.
    public static let path = FuzzTarget(name: "svg-path", inputs: SVGPathInputs.generator, check: { check(path: $0) })

    /// Nil when `data` parses to finite points or fails with a well-placed error.
    public static func check(path data: String) -> FuzzProblem? {
        let path: DisplayPath
        do {
            path = try DisplayPath(svgPath: data)
        } catch let error as SVGPathError {
            return error.offset >= 0 && error.offset <= data.utf8.count && !error.expected.isEmpty
                ? nil : FuzzProblem("error out of place: \(error)")
        } catch {
            return FuzzProblem("unexpected error type: \(error)")
        }
        for element in path.elements {
            let points: [CGPoint]
            switch element {
            case let .move(p), let .line(p): points = [p]
            case let .quadCurve(p, c): points = [p, c]
            case let .curve(p, c1, c2): points = [p, c1, c2]
            case .closeSubpath: points = []
            }
            if let bad = points.first(where: { !$0.x.isFinite || !$0.y.isFinite }) {
                return FuzzProblem("non-finite point \(bad) in \(element)")
            }
        }
        return nil
    }
}
