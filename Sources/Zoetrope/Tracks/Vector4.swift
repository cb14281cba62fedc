/// Four numbers animated together: a frame (x, y, width, height), an offset or scale (two used), a colour.
/// The unit is the attribute's own animatable unit (points, opacity, radians × 128, linear colour × 128).
struct Vector4: VectorArithmetic, Hashable, Sendable {
    var x: Double, y: Double, z: Double, w: Double

    init(_ x: Double, _ y: Double = 0, _ z: Double = 0, _ w: Double = 0) {
        self.x = x; self.y = y; self.z = z; self.w = w
    }

    static var zero: Vector4 { Vector4(0) }
    static func + (l: Vector4, r: Vector4) -> Vector4 { Vector4(l.x + r.x, l.y + r.y, l.z + r.z, l.w + r.w) }
    static func - (l: Vector4, r: Vector4) -> Vector4 { Vector4(l.x - r.x, l.y - r.y, l.z - r.z, l.w - r.w) }
    mutating func scale(by rhs: Double) { x *= rhs; y *= rhs; z *= rhs; w *= rhs }
    var magnitudeSquared: Double { x * x + y * y + z * z + w * w }
}
