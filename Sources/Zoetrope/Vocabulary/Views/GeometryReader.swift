import Foundation

/// A view whose content is built from its own size and position: SwiftUI's `GeometryReader`. It takes all the
/// space offered (10 × 10 pt when a dimension is unspecified) and places its content at its top-leading corner,
/// offering it the reader's size. The content is built during layout, from the laid-out (model) geometry.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let reader = context.child("GeometryReader")
        let content = self.content
        let build: (GeometryProxy, ViewGraph?) -> [Node] = { proxy, frameGraph in
            let reader = frameGraph.map { reader.with(graph: $0) } ?? reader
            let nodes = reader.resolve(content(proxy))
            for name in proxy.log.unknownSpaces {
                reader.graph.report(.warning, path: reader.path,
                                    "frame(in: .named(\(name))) has no coordinateSpace(name: \(name)) around this reader; global coordinates are used")
            }
            return nodes
        }
        return [reader.node(.geometryReader(GeometryReaderContent(build: build)))]
    }
}

/// How a `GeometryReader` makes its children once layout knows its geometry.
struct GeometryReaderContent {
    /// Resolves the content for the laid-out geometry; with a frame's own graph when laid out for one frame.
    let build: (_ proxy: GeometryProxy, _ frameGraph: ViewGraph?) -> [Node]
    /// Where layout placed the reader: what its content is made again from while a scroll view around it moves.
    let placement = GeometryReaderPlacement()
}

/// A reader's laid-out geometry and the scroll views around it (innermost last), set during layout.
final class GeometryReaderPlacement: @unchecked Sendable {
    var proxy: GeometryProxy?
    var scrolls: [Node] = []
}

/// The size and position of a `GeometryReader`, for its content: SwiftUI's `GeometryProxy`.
public struct GeometryProxy {
    /// The reader's size, in points.
    public let size: CGSize
    /// How far the unsafe area (status bar, home indicator) reaches into the reader on each edge.
    public let safeAreaInsets: EdgeInsets
    /// The reader's own coordinates: its layout origin and the geometry effects around it.
    let coordinates: CoordinateTransform
    /// The coordinates of each named coordinate space around the reader.
    let namedSpaces: [AnyHashable: CoordinateTransform]
    /// The sizes of the named spaces `bounds(of:)` knows (a `visualEffect`'s scroll views), in points.
    var namedSizes: [AnyHashable: CGSize] = [:]
    let log = GeometryLookupLog()

    /// The reader's frame on the canvas: its bounds through the effects around it (a bounding box when rotated).
    var globalFrame: CGRect { coordinates.convert(CGRect(origin: .zero, size: size), to: .canvas) }

    /// The same geometry with the reader's layout moved on the canvas by `shift` (a scroll view around it
    /// scrolled): its global frame moves; named spaces around the scroll views keep their origins.
    func moved(by shift: CGPoint) -> GeometryProxy {
        GeometryProxy(size: size, coordinates: coordinates.moved(by: shift), safeAreaInsets: safeAreaInsets,
                      namedSpaces: namedSpaces)
    }

    init(size: CGSize, coordinates: CoordinateTransform, safeAreaInsets: EdgeInsets, namedSpaces: [AnyHashable: CoordinateTransform]) {
        self.size = size
        self.coordinates = coordinates
        self.safeAreaInsets = safeAreaInsets
        self.namedSpaces = namedSpaces
    }

    /// The value of `anchor` in the reader's own space (origin at its top-leading corner), converted from the global
    /// value the anchor was taken in (fidelity.md §9).
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.measured(globalFrame.origin)
    }

    /// The reader's frame in `coordinateSpace`: `.local` has its origin at the reader's top-leading corner,
    /// `.global` at the canvas's, `.named(_)` at that `.coordinateSpace(name:)` view's (global when none has the name).
    /// Geometry effects between the reader and the space (`.offset`, `.scaleEffect`, `.rotationEffect`, …) move and
    /// transform it, as in SwiftUI, where they change the coordinate transform to and from the views inside them;
    /// under a rotation the frame is the bounding box of the rotated bounds.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local:
            return CGRect(origin: .zero, size: size)
        case .global:
            return globalFrame
        case let .named(name):
            guard let space = namedSpaces[name] else {
                log.unknownSpaces.append("\(name)")
                return globalFrame
            }
            return coordinates.convert(CGRect(origin: .zero, size: size), to: space)
        }
    }
}

/// Names of coordinate spaces a proxy was asked for and did not have, reported after the reader's content is built.
final class GeometryLookupLog {
    var unknownSpaces: [String] = []
}

/// Where `GeometryProxy.frame(in:)` measures from: SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable {
    /// The canvas (SwiftUI's window coordinates): origin at the top-left of the screen, safe area included.
    case global
    /// The reader itself.
    case local
    /// The view given that name with `.coordinateSpace(name:)`.
    case named(AnyHashable)
}

/// A named coordinate space: SwiftUI's `NamedCoordinateSpace` (`.named("card")`).
public struct NamedCoordinateSpace: Hashable {
    let name: AnyHashable

    /// The space named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

extension View {
    /// Names this view's frame as a coordinate space for `GeometryProxy.frame(in: .named(name))` below it.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        ModifiedView(content: self, component: "coordinateSpace", kind: .coordinateSpace(AnyHashable(name)))
    }

    /// Names this view's frame as a coordinate space (`.coordinateSpace(.named("card"))`).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        ModifiedView(content: self, component: "coordinateSpace", kind: .coordinateSpace(name.name))
    }
}
