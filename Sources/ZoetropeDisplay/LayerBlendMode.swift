import Foundation

/// How a group's layer is composited onto what is drawn below it (SwiftUI's `BlendMode`, Core Graphics'
/// blend modes): the separable and non-separable modes of the W3C Compositing and Blending Level 1 spec, plus
/// Porter–Duff `sourceAtop`, `destinationOver`, `destinationOut`, and the additive `plusLighter` / `plusDarker`.
public enum LayerBlendMode: String, Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}
