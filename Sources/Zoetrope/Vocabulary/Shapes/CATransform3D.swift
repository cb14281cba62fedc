import Foundation

/// A 4 × 4 transform of space: Core Animation's `CATransform3D`, which SwiftUI code builds for
/// `ProjectionTransform(_:)` (Foundation on Linux lacks it). Core Animation's convention: row vectors,
/// (x, y, z, 1) · M, so in `CATransform3DConcat(a, b)` `a` applies first; m34 = −1/d puts the eye d points in
/// front of the plane.
public struct CATransform3D: Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The identity.
    public init() {
        (m11, m12, m13, m14) = (1, 0, 0, 0)
        (m21, m22, m23, m24) = (0, 1, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 1, 0)
        (m41, m42, m43, m44) = (0, 0, 0, 1)
    }

    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// Row `i` (0...3) as four numbers.
    fileprivate func row(_ i: Int) -> [CGFloat] {
        switch i {
        case 0: return [m11, m12, m13, m14]
        case 1: return [m21, m22, m23, m24]
        case 2: return [m31, m32, m33, m34]
        default: return [m41, m42, m43, m44]
        }
    }

    fileprivate init(rows r: [[CGFloat]]) {
        self.init(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                  m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D()

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// `a` applied first, then `b`: the matrix product a · b.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let ra: [[CGFloat]] = (0..<4).map(a.row), rb: [[CGFloat]] = (0..<4).map(b.row)
    var rows: [[CGFloat]] = Array(repeating: Array(repeating: 0, count: 4), count: 4)
    for i in 0..<4 {
        for j in 0..<4 {
            var sum: CGFloat = 0
            for k in 0..<4 { sum += ra[i][k] * rb[k][j] }
            rows[i][j] = sum
        }
    }
    return CATransform3D(rows: rows)
}

/// A translation by (tx, ty, tz).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// A scale by (sx, sy, sz).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A rotation by `angle` radians about the vector (x, y, z) by the right-hand rule (Rodrigues' formula; rows
/// are the rotated unit axes, as Core Animation stores them). A zero vector gives the identity.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3D() }
    let (nx, ny, nz) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), k = 1 - c
    return CATransform3D(m11: c + k * nx * nx, m12: k * nx * ny + s * nz, m13: k * nx * nz - s * ny, m14: 0,
                         m21: k * nx * ny - s * nz, m22: c + k * ny * ny, m23: k * ny * nz + s * nx, m24: 0,
                         m31: k * nx * nz + s * ny, m32: k * ny * nz - s * nx, m33: c + k * nz * nz, m34: 0,
                         m41: 0, m42: 0, m43: 0, m44: 1)
}

/// A translation applied before `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// A scale applied before `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// A rotation applied before `t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}
