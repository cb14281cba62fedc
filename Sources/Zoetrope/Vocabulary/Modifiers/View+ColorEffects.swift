import Foundation

// SwiftUI's colour effects: each filters the colours of the view's rendered layer through a colour matrix
// (`ColorMatrix`, from the W3C Filter Effects 1 definitions), in straight-alpha sRGB components.
extension View {
    /// Brightens the view by adding `amount` to red, green and blue: 0 changes nothing, 1 is white. Animates.
    public func brightness(_ amount: Double) -> some View {
        ModifiedView(content: self, component: "brightness", kind: .colorEffect(.brightness(amount)))
    }

    /// Sets the contrast: colours move away from (above 1) or toward (below 1) mid-grey, c' = (c − ½)·amount + ½;
    /// negative amounts also invert. Animates.
    public func contrast(_ amount: Double) -> some View {
        ModifiedView(content: self, component: "contrast", kind: .colorEffect(.contrast(amount)))
    }

    /// Sets the saturation: 0 is grey, 1 unchanged, above 1 more vivid (SVG's `saturate` matrix). Animates.
    public func saturation(_ amount: Double) -> some View {
        ModifiedView(content: self, component: "saturation", kind: .colorEffect(.saturation(amount)))
    }

    /// Removes colour: 0 changes nothing, 1 is fully grey (W3C `grayscale()`, Rec. 709 luma). Animates.
    public func grayscale(_ amount: Double) -> some View {
        ModifiedView(content: self, component: "grayscale", kind: .colorEffect(.grayscale(amount)))
    }

    /// Rotates hues by `angle` (SVG's `hueRotate` matrix). Animates.
    public func hueRotation(_ angle: Angle) -> some View {
        ModifiedView(content: self, component: "hueRotation", kind: .colorEffect(.hueRotation(angle.radians)))
    }

    /// Multiplies every pixel's red, green, blue and opacity by `color`'s. The colour animates.
    public func colorMultiply(_ color: Color) -> some View {
        EnvironmentModifiedView(content: self, component: "colorMultiply") {
            .colorEffect(.multiply(color.resolve(in: $0.colorScheme)))
        }
    }

    /// Inverts red, green and blue (c' = 1 − c), keeping opacity.
    public func colorInvert() -> some View {
        ModifiedView(content: self, component: "colorInvert", kind: .colorEffect(.invert))
    }

    /// Turns luminance into opacity: the result is black, as opaque as the colour was bright
    /// (α = 0.2125 r + 0.7154 g + 0.0721 b).
    public func luminanceToAlpha() -> some View {
        ModifiedView(content: self, component: "luminanceToAlpha", kind: .colorEffect(.luminanceToAlpha))
    }
}
