import Foundation
import ZoetropeDisplay

/// A projective transform of the plane: SwiftUI's `ProjectionTransform`, in its row-vector convention:
/// (x, y) maps to ((m11·x + m21·y + m31) / w, (m12·x + m22·y + m32) / w), w = m13·x + m23·y + m33.
public struct ProjectionTransform: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}

    /// The affine transform `m`.
    public init(_ m: CGAffineTransform) {
        (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    }

    /// The plane z = 0 through `m`, seen along z: its x, y and w rows and columns (z dropped), as SwiftUI takes it.
    public init(_ m: CATransform3D) {
        (m11, m12, m13) = (m.m11, m.m12, m.m14)
        (m21, m22, m23) = (m.m21, m.m22, m.m24)
        (m31, m32, m33) = (m.m41, m.m42, m.m44)
    }

    init(_ p: Projection) {
        (m11, m12, m13, m21, m22, m23, m31, m32, m33) = (p.m11, p.m12, p.m13, p.m21, p.m22, p.m23, p.m31, p.m32, p.m33)
    }

    /// The display list's form.
    var projection: Projection {
        Projection(m11: m11, m12: m12, m13: m13, m21: m21, m22: m22, m23: m23, m31: m31, m32: m32, m33: m33)
    }

    /// Whether it changes nothing.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether it is affine (no perspective row).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// `self` applied first, then `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        ProjectionTransform(projection.then(rhs.projection))
    }

    /// Inverts in place; false (and unchanged) when it cannot be inverted.
    @discardableResult
    public mutating func invert() -> Bool {
        guard let inverse = projection.inverted else { return false }
        self = ProjectionTransform(inverse)
        return true
    }

    /// The inverse; `self` when it cannot be inverted.
    public func inverted() -> ProjectionTransform {
        var copy = self
        copy.invert()
        return copy
    }
}

/// A geometry effect: SwiftUI's `GeometryEffect`, an animatable modifier that draws its content through the
/// projection `effectValue(size:)` returns for the content's size, without changing layout. While its
/// `animatableData` animates, the effect is asked again for every frame.
public protocol GeometryEffect: Animatable, ViewModifier {
    /// The transform of the content, for content of `size`.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// The content drawn through `effectValue(size:)`.
    public func body(content: Content) -> _GeometryEffectView<Self> {
        _GeometryEffectView(content: content, effect: self)
    }
}

/// The content of a `GeometryEffect`, drawn through its projection.
public struct _GeometryEffectView<Effect: GeometryEffect>: View, PrimitiveView {
    public typealias Body = Never
    let content: _ViewModifier_Content<Effect>
    let effect: Effect

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let effect = self.effect
        return context.wrapEach(content, component: "geometryEffect") { _ in
            .projectionEffect(name: "geometryEffect") { effect.effectValue(size: $0) }
        }
    }
}

extension View {
    /// Draws the view through `transform`, without changing layout: SwiftUI's `projectionEffect(_:)`.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        ModifiedView(content: self, component: "projectionEffect", kind: .projectionEffect(name: "projectionEffect") { _ in transform })
    }

    /// Draws the view through the affine `transform`, without changing layout: SwiftUI's `transformEffect(_:)`.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        ModifiedView(content: self, component: "transformEffect",
                     kind: .projectionEffect(name: "transformEffect") { _ in ProjectionTransform(transform) })
    }
}
