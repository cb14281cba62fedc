import Foundation

/// Moves the view by its own size toward an edge, `fraction` of the way (0: in place, 1: a whole width or height
/// away): the geometry of SwiftUI's move-like transitions (fidelity.md §5.2: the view's own size, not the screen's).
struct EdgeShiftEffect: GeometryEffect {
    var edge: Edge
    var fraction: CGFloat

    var animatableData: CGFloat {
        get { fraction }
        set { fraction = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        let x: CGFloat, y: CGFloat
        switch edge {
        case .leading: (x, y) = (-size.width, 0)
        case .trailing: (x, y) = (size.width, 0)
        case .top: (x, y) = (0, -size.height)
        case .bottom: (x, y) = (0, size.height)
        }
        return ProjectionTransform(CGAffineTransform(translationX: x * fraction, y: y * fraction))
    }
}

extension Edge {
    /// The edge across the view.
    var opposite: Edge {
        switch self {
        case .leading: .trailing
        case .trailing: .leading
        case .top: .bottom
        case .bottom: .top
        }
    }
}

/// Moves in from and out toward `edge`, by the view's own size: SwiftUI's `MoveTransition`.
public struct MoveTransition: Transition, Sendable {
    public var edge: Edge

    public init(edge: Edge) { self.edge = edge }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(EdgeShiftEffect(edge: edge, fraction: phase.isIdentity ? 0 : 1))
    }
}

/// Moves in from the leading edge and out toward the trailing edge: SwiftUI's `SlideTransition`.
public struct SlideTransition: Transition {
    public init() {}

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(EdgeShiftEffect(edge: phase == .didDisappear ? .trailing : .leading,
                                         fraction: phase.isIdentity ? 0 : 1))
    }
}

/// Moves in from `edge` and out toward the opposite edge, fading: SwiftUI's `PushTransition`.
public struct PushTransition: Transition {
    public var edge: Edge

    public init(edge: Edge) { self.edge = edge }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .modifier(EdgeShiftEffect(edge: phase == .didDisappear ? edge.opposite : edge, fraction: phase.isIdentity ? 0 : 1))
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

/// Fades in from a 7-point blur at 90 % scale, and out the same way, scaled per the configuration (fidelity.md
/// §5.2): SwiftUI's `BlurReplaceTransition`.
public struct BlurReplaceTransition: Transition {
    public typealias Configuration = AnyTransition.BlurReplaceConfiguration
    public var configuration: Configuration

    public init(configuration: Configuration) { self.configuration = configuration }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        let scale: CGFloat = phase.isIdentity ? 1 : phase == .willAppear ? 0.9 : configuration.removalScale
        return content
            .scaleEffect(scale)
            .blur(radius: phase.isIdentity ? 0 : 7)
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

extension Transition where Self == MoveTransition {
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == SlideTransition {
    public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == PushTransition {
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Transition where Self == BlurReplaceTransition {
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: configuration)
    }
}
