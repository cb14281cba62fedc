import Foundation
import ZoetropeDisplay

/// Draws its content rotated in three dimensions about an axis through an anchor, seen in perspective
/// (`.rotation3DEffect`), without changing layout. The angle animates (radians × 128, fidelity.md §0); the axis,
/// anchor and perspective take their new values at once.
struct Rotation3DKind: ViewKind {
    let angle: Angle
    let axis: (x: Double, y: Double, z: Double)
    let anchor: UnitPoint
    let anchorZ: Double
    let perspective: Double

    func name(of node: Node) -> String { "rotation3DEffect" }

    func animatableValues(of node: Node) -> [(TrackKey.Attribute, Vector4)] { [(.effect, Vector4(angle.animatableData))] }

    /// The presented angle in radians.
    func presentedRadians(_ node: Node, sampler: Sampler) -> Double {
        sampler.effect(of: node, model: Vector4(angle.animatableData)).x / 128
    }

    var walkTraits: WalkTraits { .perspectiveEffect }

    func perspectiveEffect(of node: Node, size: CGSize, sampler: Sampler) -> Projection? {
        let projection = Self.projection(radians: presentedRadians(node, sampler: sampler), axis: axis, anchor: anchor,
                                         anchorZ: anchorZ, perspective: perspective, size: size)
        return projection?.isIdentity == false ? projection : nil
    }

    func draw(_ node: Node, into layer: inout NodeLayer, sampler: Sampler) {
        if let projection = perspectiveEffect(of: node, size: layer.frame.size, sampler: sampler) { layer.projection = projection }
    }

    /// SwiftUI's projection of a view of `size` rotated by `radians`, in the view's own coordinates; nil for an axis
    /// of length 0 or values that are not finite.
    ///
    /// Derivation (SwiftUI's `_Rotation3DEffect.effectValue(size:)` as two independent public reimplementations
    /// write it: OpenSwiftUI's `OpenSwiftUICore/.../Rotation3DEffect.swift` and ByteDance's DanceUI
    /// `_Rotation3DEffect`; both build the Core Animation matrix
    /// translate(−anchor) · rotate(angle, axis) · perspective(m34 = −perspective / max(width, height)) · translate(+anchor)
    /// in Core Animation's row-vector order, then keep its x, y and w rows and columns as a `ProjectionTransform`):
    /// a point (x, y, 0) of the view is moved so that the anchor (anchor·size, anchorZ) is the origin,
    /// p = (x − ax, y − ay, −az); rotated by the right-hand rule about the unit axis n (Core Animation's
    /// `CATransform3DMakeRotation`, Rodrigues' formula R = cos θ·I + sin θ·[n]× + (1 − cos θ)·n nᵀ), q = R p; seen
    /// from an eye at distance d = max(width, height) / perspective on the +z side (towards the viewer), so
    /// w = 1 − q.z / d; then moved back: x' = q.x / w + ax, y' = q.y / w + ay. With q = x·r1 + y·r2 + c (r1, r2
    /// R's first two columns, c = −R·(ax, ay, az)) every row is linear in (x, y, 1), which gives the 3 × 3 matrix
    /// below. Its sign agrees with Apple's documentation of `rotation3DEffect`: 45° about y shows the right side
    /// farther away (q.z = −x·sin θ < 0 for x > 0). Past 90° the view's back is seen, mirrored, as in SwiftUI.
    static func projection(radians: Double, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint, anchorZ: Double,
                           perspective: Double, size: CGSize) -> Projection? {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite, radians.isFinite, anchorZ.isFinite, perspective.isFinite else { return nil }
        let (nx, ny, nz) = (axis.x / length, axis.y / length, axis.z / length)
        let c = cos(radians), s = sin(radians), t = 1 - c
        // R's columns (Rodrigues).
        let r1 = (x: c + t * nx * nx, y: t * nx * ny + s * nz, z: t * nx * nz - s * ny)
        let r2 = (x: t * nx * ny - s * nz, y: c + t * ny * ny, z: t * ny * nz + s * nx)
        let r3 = (x: t * nx * nz + s * ny, y: t * ny * nz - s * nx, z: c + t * nz * nz)
        let ax = anchor.x * size.width, ay = anchor.y * size.height, az = anchorZ
        let k = (x: -(ax * r1.x + ay * r2.x + az * r3.x), y: -(ax * r1.y + ay * r2.y + az * r3.y),
                 z: -(ax * r1.z + ay * r2.z + az * r3.z))
        // 1/d; a perspective of 0 (or a zero-sized view) is an orthographic projection.
        let extent = max(size.width, size.height)
        let inverseDistance = extent > 0 ? perspective / extent : 0
        let m13 = -r1.z * inverseDistance, m23 = -r2.z * inverseDistance, m33 = 1 - k.z * inverseDistance
        return Projection(m11: r1.x + ax * m13, m12: r1.y + ay * m13, m13: m13,
                          m21: r2.x + ax * m23, m22: r2.y + ay * m23, m23: m23,
                          m31: k.x + ax * m33, m32: k.y + ay * m33, m33: m33)
    }

    /// The angle, in degrees.
    static let rotation3D = AttributeDescriptor("rotation3D", .angle)
    /// The axis it turns about: x, y, z.
    static let axisAttribute = AttributeDescriptor("axis", .factor, components: [.init("x", .factor), .init("y", .factor),
                                                                                   .init("z", .factor)])
    static let traced = TracedKind("Rotation3DKind", typeName: "rotation3DEffect", attributes: [.anchor, axisAttribute, rotation3D])
    var traced: TracedKind { Self.traced }

    func attributes(of node: Node, sampler: Sampler) -> [TracedAttribute] {
        [TracedAttribute(.anchor, .numbers([Double(anchor.x), Double(anchor.y)])),
         TracedAttribute(Self.axisAttribute, .numbers([axis.x, axis.y, axis.z])),
         TracedAttribute(Self.rotation3D, .number(RotationKind.degrees(sampler.effect(of: node, model: Vector4(angle.animatableData)))))]
    }

    func trackedAttribute(_ attribute: TrackKey.Attribute, of node: Node) -> TrackedAttribute? {
        attribute == .effect ? TrackedAttribute(Self.rotation3D) { .number(RotationKind.degrees($0)) } : nil
    }
}

extension NodeKind {
    static func rotation3D(_ angle: Angle, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint, anchorZ: Double,
                           perspective: Double) -> NodeKind {
        NodeKind(Rotation3DKind(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }
}
