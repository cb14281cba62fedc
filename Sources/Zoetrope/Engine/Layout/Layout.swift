import Foundation

/// A container that sizes and places its subviews with code of its own: SwiftUI's `Layout` protocol (iOS 16).
///
/// Used as a view (`MyLayout { … }`), it is laid out by calling `sizeThatFits` and `placeSubviews`; the subviews'
/// frames animate with the transaction as any frames do, so switching layouts (`AnyLayout`) inside `withAnimation`
/// moves each subview from its old place to its new one. A layout's own `animatableData` is not interpolated: the
/// subviews move in straight lines between the layouts' placements (docs/approximations.md).
public protocol Layout: Animatable {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    static var layoutProperties: LayoutProperties { get }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' spacing preferences.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing.zero) { $0.union($1.spacing) }
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// The layout as a container view of `content`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutContainer(layout: AnyLayout(self), typeName: String(describing: Self.self), content: content())
    }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// What a layout says of itself: SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
    /// The axis it stacks along, if it is a stack (spacers then take space along it).
    public var stackOrientation: Axis?

    public init() {}
}

/// The preferred spacing around a view: SwiftUI's `ViewSpacing`. Zoetrope uses SwiftUI's default of 8 points
/// between any two views (0 for `.zero`).
public struct ViewSpacing: Sendable {
    var preferred: CGFloat

    public static let zero = ViewSpacing(preferred: 0)

    public init() { preferred = 8 }

    init(preferred: CGFloat) { self.preferred = preferred }

    /// The distance to `next` along `axis`: the larger of the two preferences.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { max(preferred, next.preferred) }

    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        preferred = max(preferred, other.preferred)
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }
}

/// One subview of a layout, as its layout sees it: SwiftUI's `LayoutSubview`.
public struct LayoutSubview: Equatable {
    let node: Node
    let engine: LayoutEngine
    let recorder: LayoutPlacementRecorder
    let index: Int

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }

    /// The size the subview chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { engine.size(of: node, proposal: proposal) }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        engine.dimensions(of: node, size: sizeThatFits(proposal), proposal: proposal)
    }

    /// Its `layoutPriority`.
    public var priority: Double { node.layoutPriority }

    /// Its preferred spacing to its neighbours.
    public var spacing: ViewSpacing { node.kind.is(SpacerKind.self) ? .zero : ViewSpacing() }

    /// Places the subview with `anchor` of its frame at `position`, sized for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        recorder.placements[index] = LayoutEngine.ChildPlacement(
            origin: CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height),
            proposal: proposal)
    }
}

/// A layout's subviews: SwiftUI's `LayoutSubviews`.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let subviews: [LayoutSubview]

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(index: Int) -> LayoutSubview { subviews[index] }

    /// The left-to-right layout direction (Zoetrope lays out left to right).
    public var layoutDirection: LayoutDirection { .leftToRight }
}

/// The reading direction of a layout: SwiftUI's `LayoutDirection`.
public enum LayoutDirection: Hashable, Sendable {
    case leftToRight, rightToLeft
}

/// Where `LayoutSubview.place` puts each subview during one `placeSubviews` call.
final class LayoutPlacementRecorder {
    var placements: [LayoutEngine.ChildPlacement?]
    init(count: Int) { placements = Array(repeating: nil, count: count) }
}

/// A type-erased layout: SwiftUI's `AnyLayout`. Switching the layout inside `withAnimation` keeps the subviews'
/// identity (the container is the same view), so each moves from its old place to its new one.
public struct AnyLayout: Layout {
    public typealias Cache = Void
    let sizeThatFits: (ProposedViewSize, LayoutSubviews) -> CGSize
    let place: (CGRect, ProposedViewSize, LayoutSubviews) -> Void
    let spacing: (LayoutSubviews) -> ViewSpacing

    public init<L: Layout>(_ layout: L) {
        if let erased = layout as? AnyLayout {
            self = erased
            return
        }
        sizeThatFits = { proposal, subviews in
            var cache = layout.makeCache(subviews: subviews)
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
        place = { bounds, proposal, subviews in
            var cache = layout.makeCache(subviews: subviews)
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        spacing = { subviews in
            var cache = layout.makeCache(subviews: subviews)
            return layout.spacing(subviews: subviews, cache: &cache)
        }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        sizeThatFits(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        place(bounds, proposal, subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing { spacing(subviews) }

    /// Used as a view, an `AnyLayout` keeps one identity whatever layout it holds.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutContainer(layout: self, typeName: "AnyLayout", content: content())
    }
}

/// A layout used as a container view.
struct LayoutContainer<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let layout: AnyLayout
    let typeName: String
    let content: Content

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let container = context.child(typeName)
        return [container.node(.customLayout(layout, name: typeName), children: container.resolve(content))]
    }
}

/// A container laid out by a `Layout`.
struct CustomLayoutKind: ViewKind {
    let layout: AnyLayout
    let typeName: String

    func name(of node: Node) -> String { typeName }

    func subviews(of node: Node, in engine: LayoutEngine, recorder: LayoutPlacementRecorder) -> LayoutSubviews {
        LayoutSubviews(subviews: node.children.indices.map {
            LayoutSubview(node: node.children[$0], engine: engine, recorder: recorder, index: $0)
        })
    }

    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, in layout: LayoutEngine) -> CGSize {
        let recorder = LayoutPlacementRecorder(count: node.children.count)
        return self.layout.sizeThatFits(proposal, subviews(of: node, in: layout, recorder: recorder))
    }

    func arrangement(of node: Node, size: CGSize, proposal: ProposedViewSize, in layout: LayoutEngine) -> [LayoutEngine.ChildPlacement] {
        let recorder = LayoutPlacementRecorder(count: node.children.count)
        self.layout.place(CGRect(origin: .zero, size: size), proposal, subviews(of: node, in: layout, recorder: recorder))
        // A subview the layout does not place sits at the centre, offered nothing in particular (as in SwiftUI).
        return recorder.placements.enumerated().map { index, placement in
            placement ?? LayoutEngine.ChildPlacement(
                origin: CGPoint(x: size.width / 2 - layout.size(of: node.children[index], proposal: .unspecified).width / 2,
                                y: size.height / 2 - layout.size(of: node.children[index], proposal: .unspecified).height / 2),
                proposal: .unspecified)
        }
    }
}

extension NodeKind {
    static func customLayout(_ layout: AnyLayout, name: String) -> NodeKind {
        NodeKind(CustomLayoutKind(layout: layout, typeName: name))
    }
}

// MARK: The built-in stacks as layouts

/// `HStack`'s layout as a value: SwiftUI's `HStackLayout`.
public struct HStackLayout: Layout, EngineStackLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    var kind: StackKind { StackKind(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing) }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

}

/// `VStack`'s layout as a value: SwiftUI's `VStackLayout`.
public struct VStackLayout: Layout, EngineStackLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    var kind: StackKind { StackKind(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing) }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

}

/// `ZStack`'s layout as a value: SwiftUI's `ZStackLayout`.
public struct ZStackLayout: Layout, EngineStackLayout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    var kind: ZStackKind { ZStackKind(alignment: alignment) }
}

/// A built-in stack as a `Layout`: sized and placed by the engine's own algorithm for `kind`.
protocol EngineStackLayout: Layout where Cache == Void {
    associatedtype Kind: ViewKind
    var kind: Kind { get }
}

extension EngineStackLayout {
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        builtInSize(kind, proposal: proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        builtInPlace(kind, in: bounds, proposal: proposal, subviews: subviews)
    }
}

/// The engine's own stack algorithm over a layout's subviews: a container node holding them, sized by `kind`.
private func builtInContainer(_ subviews: LayoutSubviews) -> (Node, LayoutEngine)? {
    guard let first = subviews.first else { return nil }
    let container = Node(path: first.node.path + "/..", kind: .zstack(alignment: .center), children: [],
                         transaction: first.node.transaction)
    container.children = subviews.map(\.node)
    return (container, first.engine)
}

private func builtInSize(_ kind: some ViewKind, proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
    guard let (container, engine) = builtInContainer(subviews) else { return .zero }
    return kind.size(of: container, proposal: proposal, axis: nil, in: engine)
}

private func builtInPlace(_ kind: some ViewKind, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
    guard let (container, engine) = builtInContainer(subviews) else { return }
    let placements = kind.arrangement(of: container, size: bounds.size, proposal: proposal, in: engine)
    for (subview, placement) in zip(subviews, placements) {
        subview.place(at: CGPoint(x: bounds.minX + placement.origin.x, y: bounds.minY + placement.origin.y),
                      proposal: placement.proposal)
    }
}
