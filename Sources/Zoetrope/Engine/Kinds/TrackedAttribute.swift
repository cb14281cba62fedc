import Foundation
import ZoetropeDisplay

/// What one animatable attribute of a view kind is, for readers of its track's values (`ViewKind.trackedAttribute`):
/// its descriptor, what a motion spec calls it on this view, and its value as traced for a track value. The track's
/// own encoding (an angle's radians × 128) stays with the kind that chose it.
struct TrackedAttribute {
    let descriptor: AttributeDescriptor
    /// The descriptor's spec phrase, or this view's longer one (`scale (anchor center)`).
    let phrase: String
    let value: (Vector4) -> InspectedValue

    init(_ descriptor: AttributeDescriptor, phrase: String? = nil, value: @escaping (Vector4) -> InspectedValue) {
        self.descriptor = descriptor
        self.phrase = phrase ?? descriptor.specPhrase
        self.value = value
    }

    /// A colour track (`.fill`): the colour of the track's vector.
    static func colour(_ descriptor: AttributeDescriptor, phrase: String? = nil) -> TrackedAttribute {
        TrackedAttribute(descriptor, phrase: phrase) { .colour(HexColour(ResolvedColor(animatableVector: $0).displayColor)) }
    }

    /// A track whose first `count` components are the value (one number, or a list).
    static func numbers(_ descriptor: AttributeDescriptor, count: Int, phrase: String? = nil) -> TrackedAttribute {
        TrackedAttribute(descriptor, phrase: phrase) { v in
            count == 1 ? .number(v.x) : .numbers(Array([v.x, v.y, v.z, v.w].prefix(count)))
        }
    }
}

extension AttributeDescriptor {
    /// What a shape or a colour view is filled with.
    package static let fill = AttributeDescriptor("fill", .paint)
    /// What a shape's outline is stroked with.
    package static let stroke = AttributeDescriptor("stroke", .paint)
    /// A text's or symbol's colour.
    package static let foreground = AttributeDescriptor("foreground", .colour)
    /// A text's font (`Inter 15.0 500`) or a symbol's size and weight (`14.0 600`).
    package static let font = AttributeDescriptor("font", .text)
    /// A scale or rotation effect's anchor: the point of its frame that stays put.
    package static let anchor = AttributeDescriptor("anchor", .unitPoint)
    /// A zoom transition source's id (`matchedTransitionSource(id:in:)`), which a zooming screen names
    /// (`zoomSource`).
    package static let transitionSourceID = AttributeDescriptor("id", .text)
    /// A preference key's name.
    package static let preferenceKey = AttributeDescriptor("key", .text)
}
