/// Four numbers animated together: a frame (x, y, width, height), an offset or scale (two used), a colour.
/// The unit is the attribute's own animatable unit (points, opacity, radians × 128, linear colour × 128).
///
/// The engine's type (Zoetrope's tracks), declared here so that the motion layer's hot generic functions are
/// specialized for it (`AnimatedValue.value(at:)`): sampling a track then runs no generic code. Not user API: the
/// underscore keeps it out of completions; Zoetrope calls it `Vector4`.
public struct _Vector4: VectorArithmetic, Hashable, Sendable {
    public var x: Double, y: Double, z: Double, w: Double

    public init(_ x: Double, _ y: Double = 0, _ z: Double = 0, _ w: Double = 0) {
        self.x = x; self.y = y; self.z = z; self.w = w
    }

    public static var zero: _Vector4 { _Vector4(0) }
    public static func + (l: _Vector4, r: _Vector4) -> _Vector4 { _Vector4(l.x + r.x, l.y + r.y, l.z + r.z, l.w + r.w) }
    public static func - (l: _Vector4, r: _Vector4) -> _Vector4 { _Vector4(l.x - r.x, l.y - r.y, l.z - r.z, l.w - r.w) }
    public mutating func scale(by rhs: Double) { x *= rhs; y *= rhs; z *= rhs; w *= rhs }
    public var magnitudeSquared: Double { x * x + y * y + z * z + w * w }
}
