import Foundation
import ZoetropeDisplay

/// How a view is composited onto what is behind it: SwiftUI's `BlendMode`.
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    var layerMode: LayerBlendMode {
        switch self {
        case .normal: return .normal
        case .multiply: return .multiply
        case .screen: return .screen
        case .overlay: return .overlay
        case .darken: return .darken
        case .lighten: return .lighten
        case .colorDodge: return .colorDodge
        case .colorBurn: return .colorBurn
        case .softLight: return .softLight
        case .hardLight: return .hardLight
        case .difference: return .difference
        case .exclusion: return .exclusion
        case .hue: return .hue
        case .saturation: return .saturation
        case .color: return .color
        case .luminosity: return .luminosity
        case .sourceAtop: return .sourceAtop
        case .destinationOver: return .destinationOver
        case .destinationOut: return .destinationOut
        case .plusDarker: return .plusDarker
        case .plusLighter: return .plusLighter
        }
    }
}

extension View {
    /// Composites the view onto what is drawn behind it (in the nearest `compositingGroup()`, else the frame)
    /// with `blendMode`: SwiftUI's `blendMode(_:)`.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        ModifiedView(content: self, component: "blendMode", kind: .blendMode(blendMode.layerMode))
    }
}
