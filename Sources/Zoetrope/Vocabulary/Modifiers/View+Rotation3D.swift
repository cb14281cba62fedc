import Foundation

extension View {
    /// Draws the view rotated by `angle` in three dimensions about `axis` through `anchor` (and `anchorZ` points
    /// towards the viewer), seen in perspective from max(width, height) / `perspective` points away: SwiftUI's
    /// `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`. Layout is unchanged; the angle animates. Past 90°
    /// the back of the view shows, mirrored (flip cards hide it with opacity). The content is drawn flat and
    /// resampled through the projection (docs/approximations.md).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        ModifiedView(content: self, component: "rotation3DEffect",
                     kind: .rotation3D(angle, axis: (Double(axis.x), Double(axis.y), Double(axis.z)), anchor: anchor,
                                       anchorZ: Double(anchorZ), perspective: Double(perspective)))
    }
}
