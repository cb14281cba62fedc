import Foundation
import ZoetropeDisplay

/// A mesh gradient resolved for one environment: its geometry still in unit points of the painted shape's bounds.
/// Its points, control points and colours animate (`animatableData`), as SwiftUI animates a `MeshGradient` whose
/// points or colours change in a transaction with an animation.
struct ResolvedMesh: Hashable, Sendable {
    var width: Int
    var height: Int
    /// Each vertex's position, row by row, in unit points (0...1 across the bounds; outside is allowed).
    var points: [CGPoint]
    /// Each vertex's leading, top, trailing and bottom control points, in unit points; nil when they are derived
    /// from the points (`MeshTessellation`).
    var controls: [[CGPoint]]?
    var colors: [ResolvedColor]
    var background: ResolvedColor
    var smoothsColors: Bool
    var colorSpace: Gradient.ColorSpace

    /// Whether the grid and its arrays agree (at least 2 × 2 vertices, one point and colour each): otherwise only the
    /// background is painted.
    var isWellFormed: Bool {
        let count = width * height
        return width >= 2 && height >= 2 && points.count == count && colors.count == count
            && (controls.map { $0.count == count && $0.allSatisfy { $0.count == 4 } } ?? true)
    }

    /// The display-list paint for a shape occupying `bounds`.
    func displayPaint(in bounds: CGRect) -> Paint {
        let patches = isWellFormed ? MeshTessellation(mesh: self, in: bounds).patches() : []
        return .mesh(MeshPaint(patches: patches, background: background.displayColor))
    }

    /// How `inspect` shows the mesh: its vertex colours in order as the stops of a gradient named `meshGradient`
    /// (located evenly, as the vertices are counted), so colour readers see them.
    var inspectedValue: InspectedValue {
        let last = Double(max(colors.count - 1, 1))
        return .gradient(.init(name: "meshGradient", stops: colors.enumerated().map {
            .init(colour: HexColour($0.element.displayColor), location: Double($0.offset) / last)
        }))
    }
}

extension ResolvedMesh {
    /// Points (x, y each), then control points when given (8 per vertex), then colours and the background as their
    /// animatable vectors (linear RGB and opacity × 128, as a colour fill animates).
    var animatableData: MeshAnimatableData {
        get {
            var values: [Double] = []
            values.reserveCapacity(points.count * 6 + 4)
            for p in points { values += [Double(p.x), Double(p.y)] }
            for c in controls ?? [] { for p in c { values += [Double(p.x), Double(p.y)] } }
            for color in colors + [background] {
                let v = color.animatableVector
                values += [v.x, v.y, v.z, v.w]
            }
            return MeshAnimatableData(values: values, pointCount: points.count)
        }
        set {
            // Data for another grid (the mesh changed its size) cannot be read as this one's: it is ignored, so the
            // mesh jumps to its new grid.
            let controlCount = (controls?.count ?? 0) * 8
            guard newValue.values.count == points.count * 2 + controlCount + (colors.count + 1) * 4 else { return }
            var i = newValue.values.startIndex
            func next() -> Double { defer { i += 1 }; return newValue.values[i] }
            points = points.map { _ in CGPoint(x: next(), y: next()) }
            controls = controls?.map { $0.map { _ in CGPoint(x: next(), y: next()) } }
            func color() -> ResolvedColor { ResolvedColor(animatableVector: Vector4(next(), next(), next(), next())) }
            colors = colors.map { _ in color() }
            background = color()
        }
    }

    /// The mesh with its animatable data replaced by `data` (unchanged when `data` is not a mesh's).
    func replacingData(with data: Any) -> ResolvedMesh {
        guard let typed = data as? MeshAnimatableData else { return self }
        var copy = self
        copy.animatableData = typed
        return copy
    }

    /// A track of the mesh's animatable data.
    func makeTrack() -> ErasedTrack? { TypedTrack(animated: AnimatedValue(animatableData)) }
}

/// A mesh gradient's animatable values as one vector. Vectors of different lengths (two grids) do not combine: the sum
/// or difference keeps the left one where the lengths differ, and the mesh reading it ignores data of another length.
struct MeshAnimatableData: VectorArithmetic, Sendable, CustomStringConvertible {
    var values: [Double]
    /// How many vertex positions lead `values` (for the description only).
    var pointCount = 0

    static var zero: MeshAnimatableData { MeshAnimatableData(values: []) }

    private static func combine(_ lhs: MeshAnimatableData, _ rhs: MeshAnimatableData,
                                _ op: (Double, Double) -> Double) -> MeshAnimatableData {
        if rhs.values.isEmpty { return lhs }
        if lhs.values.isEmpty { return MeshAnimatableData(values: rhs.values.map { op(0, $0) }, pointCount: rhs.pointCount) }
        guard lhs.values.count == rhs.values.count else { return lhs }
        return MeshAnimatableData(values: zip(lhs.values, rhs.values).map(op), pointCount: max(lhs.pointCount, rhs.pointCount))
    }

    static func + (lhs: MeshAnimatableData, rhs: MeshAnimatableData) -> MeshAnimatableData { combine(lhs, rhs, +) }
    static func - (lhs: MeshAnimatableData, rhs: MeshAnimatableData) -> MeshAnimatableData { combine(lhs, rhs, -) }

    mutating func scale(by rhs: Double) { values = values.map { $0 * rhs } }

    var magnitudeSquared: Double { values.reduce(0) { $0 + $1 * $1 } }

    /// The vertex positions, as the motion spec shows a change: "(0, 0) (0.5, 0) … +40 values" (control points and
    /// colours are counted, not shown).
    var description: String {
        let count = min(pointCount * 2, values.count) / 2
        let points = (0..<count).map { "(\(NumberText.thousandths(values[2 * $0])), \(NumberText.thousandths(values[2 * $0 + 1])))" }
        return (points + ["+\(values.count - 2 * count) values"]).joined(separator: " ")
    }
}
