import Foundation

/// An affine transform mapping (x, y) to (a·x + c·y + tx, b·x + d·y + ty), as Cairo and Core Graphics define it.
///
/// Its small operations are `@inlinable`: the trace walk composes several transforms for every view of every frame,
/// and a call into this module for each, with the transforms passed through memory, cost a tenth of a frame
/// (docs/performance.md). Inlined, they compute the same products and sums in the same order, to the bit.
public struct Transform2D: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    @inlinable
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    @inlinable
    public static var identity: Transform2D { Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    @inlinable
    public static func translation(x: Double, y: Double) -> Transform2D {
        Transform2D(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    @inlinable
    public static func scale(x: Double, y: Double) -> Transform2D {
        Transform2D(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation by `radians`, clockwise on screen (y points down), like SwiftUI's `rotationEffect`.
    public static func rotation(radians: Double) -> Transform2D {
        let cosA = cos(radians), sinA = sin(radians)
        return Transform2D(a: cosA, b: sinA, c: -sinA, d: cosA, tx: 0, ty: 0)
    }

    /// `other` applied first, then `self`.
    @inlinable @inline(__always)
    public func concatenating(_ other: Transform2D) -> Transform2D {
        Transform2D(
            a: a * other.a + c * other.b,
            b: b * other.a + d * other.b,
            c: a * other.c + c * other.d,
            d: b * other.c + d * other.d,
            tx: a * other.tx + c * other.ty + tx,
            ty: b * other.tx + d * other.ty + ty
        )
    }

    /// `self` applied first, then `other`.
    @inlinable
    public func then(_ other: Transform2D) -> Transform2D { other.concatenating(self) }

    @inlinable
    public func apply(to point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// Whether it is the identity (as `==` compares: -0 equals 0, NaN equals nothing).
    @inlinable
    public var isIdentity: Bool { a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0 }
}
