import Foundation
import ZoetropeDisplay

extension Transform2D {
    /// The smallest axis-aligned rectangle holding `rect` mapped through this transform.
    func boundingBox(of rect: CGRect) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    /// Whether it only moves points (no scale, rotation or shear).
    package var isTranslation: Bool { a == 1 && b == 0 && c == 0 && d == 1 }
}

extension Transform2D {
    /// The inverse transform; nil when this one flattens the plane (a scale of 0).
    var inverted: Transform2D? {
        let det = a * d - b * c
        guard abs(det) > 1e-12, det.isFinite else { return nil }
        return Transform2D(a: d / det, b: -b / det, c: -c / det, d: a / det,
                           tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// A canvas rectangle in the coordinates this transform maps to the canvas (a bounding box when it rotates);
    /// only moved by the translation when the transform cannot be inverted.
    func rectFromCanvas(_ rect: CGRect) -> CGRect {
        guard let inverse = inverted else { return rect.offsetBy(dx: -tx, dy: -ty) }
        return inverse.boundingBox(of: rect)
    }
}
