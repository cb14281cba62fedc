import Foundation

// The older forms of modifiers that iOS 17 and 18 still accept (deprecated or soft-deprecated in SwiftUI), each
// mapped onto the current form it was replaced by, so code written against iOS 13–16 compiles and draws the same.
extension View {
    /// Layers `overlay` in front of this view, sized to it: SwiftUI's deprecated `.overlay(_:alignment:)`, the
    /// view-argument form of `.overlay(alignment:content:)`. Disfavoured, as in SwiftUI, so `.overlay(Color.red)`
    /// picks the shape-style form.
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        DecoratedView(content: self, decoration: overlay, alignment: alignment, isOverlay: true)
    }

    /// Layers `background` behind this view, sized to it: SwiftUI's deprecated `.background(_:alignment:)`, the
    /// view-argument form of `.background(alignment:content:)`. Disfavoured, as in SwiftUI, so
    /// `.background(Color.red)` picks the shape-style form (which reaches into the safe area).
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        DecoratedView(content: self, decoration: background, alignment: alignment, isOverlay: false)
    }

    /// Draws the view only where `mask` (sized to the view, centred) is opaque: SwiftUI's deprecated `.mask(_:)`,
    /// the view-argument form of `.mask(alignment:_:)`.
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        MaskedView(content: self, mask: mask, alignment: .center)
    }

    /// Extends the view into the safe area on `edges`: SwiftUI's deprecated `.edgesIgnoringSafeArea(_:)`, which
    /// `.ignoresSafeArea(.all, edges:)` replaces.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.all, edges: edges)
    }

    /// Sets the accent colour of controls in this view (nil: the app's accent colour): SwiftUI's deprecated
    /// `.accentColor(_:)`. Like SwiftUI's, it does not recolour a switch, whose green only `.tint(_:)` replaces.
    public func accentColor(_ accentColor: Color?) -> some View {
        ContextView(content: self) { $0.environment.tint = accentColor ?? .accentColor }
    }
}
