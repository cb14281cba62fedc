import Foundation

/// A mesh gradient ready to draw: tensor-product Bézier patches, each with a colour at its four corners that the
/// rasterizer interpolates bilinearly across the patch's parameter square, over a background colour that fills the
/// painted path where no patch reaches. The view layer tessellates SwiftUI's `MeshGradient` into these patches
/// (smooth colours are already subdivided), so drawing does no interpolation of its own beyond one patch.
public struct MeshPaint: Hashable, Sendable {
    public var patches: [MeshPatch]
    /// Painted under the patches, wherever the path is.
    public var background: DisplayColor

    public init(patches: [MeshPatch], background: DisplayColor) {
        self.patches = patches
        self.background = background
    }
}

/// One bicubic tensor-product Bézier patch: 16 control points in the painted path's coordinates, row by row
/// (`points[4 * v + u]`, u along the patch's first parameter, v along its second), and the straight-alpha colours
/// at its corners (u, v) = (0, 0), (1, 0), (1, 1), (0, 1).
public struct MeshPatch: Hashable, Sendable {
    public var points: [CGPoint]
    public var colors: [DisplayColor]

    public init(points: [CGPoint], colors: [DisplayColor]) {
        self.points = points
        self.colors = colors
    }

    /// The control point in row `v`, column `u` (0...3 each).
    public subscript(u: Int, v: Int) -> CGPoint { points[4 * v + u] }
}

extension MeshPaint {
    /// The paint as text dumps show it: how many patches, the box their control points span, the background.
    var dumpDescription: String {
        let all = patches.flatMap(\.points)
        let xs = all.map(\.x), ys = all.map(\.y)
        let box = all.isEmpty ? "empty"
            : "\(DisplayList.point(CGPoint(x: xs.min()!, y: ys.min()!)))->\(DisplayList.point(CGPoint(x: xs.max()!, y: ys.max()!)))"
        return "mesh \(patches.count) patches \(box) background \(background.hexString)"
    }

    /// Whether painting with it can leave a mark.
    public var isVisible: Bool {
        background.alpha > 0 || patches.contains { $0.colors.contains { $0.alpha > 0 } }
    }
}
