import Foundation

extension Node {
    /// Visits the subtree depth first, self first, with where each node's parent's layout frame is on the canvas
    /// (`parentOrigin`) and where its own is (`origin`): the laid-out frames of its ancestors summed, no effect,
    /// scroll offset or animation counted. The one place a layout origin is summed.
    ///
    /// This is the layout position, which effects never change in SwiftUI (a `GeometryEffect` changes only the
    /// coordinate transform to and from the views inside it): what safe areas, pixel rounding and laying a subtree
    /// out again read. Where a view's coordinates are is `CoordinateTransform` (layout with model values) or the
    /// trace walk's transform (drawing, at a frame's time), never this.
    ///
    /// `body` answers the context to pass to the node's children, or nil to skip them. Both origins are taken
    /// before `body` runs, so it may change the node's frame (rounding it to pixels).
    func visitLayout<Context>(_ context: Context, parentOrigin: CGPoint = .zero,
                              _ body: (_ node: Node, _ parentOrigin: CGPoint, _ origin: CGPoint, _ context: Context) -> Context?) {
        let origin = CGPoint(x: parentOrigin.x + frame.minX, y: parentOrigin.y + frame.minY)
        guard let inner = body(self, parentOrigin, origin, context) else { return }
        for child in children { child.visitLayout(inner, parentOrigin: origin, body) }
    }
}
