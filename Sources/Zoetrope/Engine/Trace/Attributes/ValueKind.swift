import Foundation

/// What an attribute of a traced view is, which decides how readers treat it: the snapshot tolerance it is compared
/// within, how a spec writes it, whether the overlay marks it. A kind declares it for each attribute it traces
/// (`AttributeDescriptor`), so a reader never learns it from the attribute's name.
package enum ValueKind: String, Hashable, Sendable, Codable, CaseIterable {
    /// A distance in points (a blur radius, a line width, a scroll offset along one axis).
    case length
    /// A position or displacement in points: x, y.
    case point
    /// A width and height in points.
    case size
    /// An angle in degrees.
    case angle
    /// A unitless multiplier or fraction (a scale, a trim's ends, a brightness amount).
    case factor
    /// A point of the view's frame in unit coordinates (an anchor): 0…1 across, 0…1 down.
    case unitPoint
    /// An opacity, 0…1.
    case opacity
    /// An sRGB colour with alpha.
    case colour
    /// What a shape is painted with: a colour, a gradient or a material.
    case paint
    /// A shadow: its colour, radius and offset.
    case shadow
    /// A whole number (a count, an index).
    case count
    /// Words, names and identifiers: they match or they do not.
    case text

    /// How far a value of this kind may move before a snapshot calls it changed (`AttributeTolerance`).
    package var tolerance: AttributeTolerance {
        switch self {
        case .length, .point, .size, .shadow: return .points
        case .angle: return .degrees
        case .factor, .unitPoint, .opacity, .paint: return .fraction
        case .colour: return .colour
        case .count, .text: return .exact
        }
    }

    /// The components of a value of this kind, for messages (`offset.x`); empty for a single number.
    var defaultComponents: [AttributeDescriptor.Component] {
        switch self {
        case .point: return [.init("x", .length), .init("y", .length)]
        case .size: return [.init("width", .length), .init("height", .length)]
        case .unitPoint: return [.init("x", .factor), .init("y", .factor)]
        default: return []
        }
    }
}

/// Which of a snapshot's tolerances a value is compared within (`TraceTolerance` holds how much each is).
package enum AttributeTolerance: String, Hashable, Sendable, Codable {
    /// Points (geometry).
    case points
    /// A fraction (opacity, scale factors, anchors, gradient stop locations; colours in the value by one 8-bit step).
    case fraction
    /// One 8-bit step per colour component.
    case colour
    /// Degrees.
    case degrees
    /// The written value must match.
    case exact
}
