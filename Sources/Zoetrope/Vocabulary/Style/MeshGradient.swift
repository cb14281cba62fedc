import Foundation

/// A two-dimensional gradient defined by a grid of positioned colours: SwiftUI's `MeshGradient` (iOS 18). Vertex
/// positions are unit points of the painted shape's bounds ((0, 0) top-leading, (1, 1) bottom-trailing). Each cell of
/// the grid is a Bézier patch between its four vertices; colours are interpolated across it smoothly (cubic) or
/// bilinearly; the background fills whatever the mesh does not cover. As a view it fills its frame. Its points, control
/// points and colours animate when they change with an animation. How control points are derived from plain points
/// and how smooth colours are made is `MeshTessellation`'s (docs/approximations.md).
public struct MeshGradient: GradientView, PrimitiveView {
    public typealias Body = Never

    /// One vertex with its four Bézier control points, all in unit points: SwiftUI's `MeshGradient.BezierPoint`.
    @frozen public struct BezierPoint: Equatable, Sendable {
        /// The position of the vertex.
        public var position: SIMD2<Float>
        /// The control point of the vertex's leading edge.
        public var leadingControlPoint: SIMD2<Float>
        /// The control point of the vertex's top edge.
        public var topControlPoint: SIMD2<Float>
        /// The control point of the vertex's trailing edge.
        public var trailingControlPoint: SIMD2<Float>
        /// The control point of the vertex's bottom edge.
        public var bottomControlPoint: SIMD2<Float>

        /// Creates a vertex.
        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
                    trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// Where the vertices are: SwiftUI's `MeshGradient.Locations`.
    public enum Locations: Equatable, Sendable {
        /// Positions only; control points are inferred from the neighbouring vertices.
        case points([SIMD2<Float>])
        /// Positions with explicit control points.
        case bezierPoints([BezierPoint])
    }

    /// The vertex colours: SwiftUI's `MeshGradient.Colors`.
    public enum Colors: Equatable, Sendable {
        /// Colours resolved in the view's environment.
        case colors([Color])
        /// Colours already resolved.
        case resolvedColors([Color.Resolved])
    }

    /// The number of vertices in each row.
    public var width: Int
    /// The number of vertices in each column.
    public var height: Int
    /// The vertices, `width × height` of them, row by row.
    public var locations: Locations
    /// The vertex colours, `width × height` of them, row by row.
    public var colors: Colors
    /// Fills any point the mesh does not cover.
    public var background: Color
    /// Whether colours are interpolated with cubic (smooth) curves rather than bilinearly within each cell.
    public var smoothsColors: Bool
    /// The colour space vertex colours are interpolated in.
    public var colorSpace: Gradient.ColorSpace

    /// A mesh of `width × height` vertices given as `locations`, coloured `colors`.
    public init(width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    /// A mesh of `width × height` coloured points, row by row.
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .colors(colors), background: background,
                  smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of `width × height` coloured vertices with explicit control points, row by row.
    public init(width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of `width × height` points coloured with resolved colours, row by row.
    public init(width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of `width × height` vertices with explicit control points, coloured with resolved colours.
    public init(width: Int, height: Int, bezierPoints: [BezierPoint], resolvedColors: [Color.Resolved],
                background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// The mesh resolved for `environment`'s colour scheme.
    func resolved(in environment: EnvironmentValues) -> ResolvedMesh {
        let scheme = environment.colorScheme
        func point(_ p: SIMD2<Float>) -> CGPoint { CGPoint(x: CGFloat(p.x), y: CGFloat(p.y)) }
        let points: [CGPoint], controls: [[CGPoint]]?
        switch locations {
        case let .points(list):
            points = list.map(point)
            controls = nil
        case let .bezierPoints(list):
            points = list.map { point($0.position) }
            controls = list.map { [point($0.leadingControlPoint), point($0.topControlPoint),
                                   point($0.trailingControlPoint), point($0.bottomControlPoint)] }
        }
        let resolvedColors: [ResolvedColor]
        switch colors {
        case let .colors(list): resolvedColors = list.map { $0.resolve(in: scheme) }
        case let .resolvedColors(list): resolvedColors = list
        }
        return ResolvedMesh(width: width, height: height, points: points, controls: controls, colors: resolvedColors,
                            background: background.resolve(in: scheme), smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { .mesh(resolved(in: environment)) }

    func makeNodes(_ context: ResolveContext) -> [Node] { makeGradientNodes(context) }
}

