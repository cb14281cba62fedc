import Foundation
import ZoetropeDisplay

extension MotionTrace {
    /// The trace as text, one line per view in drawing order, so that two traces diff line by line and a review
    /// shows what moved: the path and a tab, then space-separated fields: the type, the layout frame, then what differs from the plain case (on-screen
    /// bounds, a transform that is more than a move, opacity, removal, identifier, style, running animations).
    /// Numbers are rounded to 1/1000.
    public var text: String {
        var lines = ["# \(scene) at \(NumberText.fixed(time, places: 3)) s: one view per line, in drawing order"]
        for view in views {
            var fields = [view.type, "frame=" + Self.numbers(view.frame)]
            if InspectedView.rounded(view.bounds) != InspectedView.rounded(view.frame) {
                fields.append("bounds=" + Self.numbers(view.bounds))
            }
            if !view.transform.isTranslation {
                let t = view.transform
                fields.append("transform=" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map { NumberText.thousandths($0) }.joined(separator: ","))
            }
            if InspectedView.rounded(view.opacity) != 1 { fields.append("opacity=" + NumberText.thousandths(view.opacity)) }
            if let clip = view.clip { fields.append("clip=" + Self.numbers(clip)) }
            if view.isRemoving { fields.append("removing") }
            if let identifier = view.identifier { fields.append("#" + identifier) }
            for attribute in view.attributes { fields.append(attribute.descriptor.name + "=" + attribute.value.description) }
            for key in view.animations.keys.sorted() {
                fields.append("animating.\(key)=\(view.animations[key]!.replacingOccurrences(of: " ", with: ""))")
            }
            // The path ends at a tab: ForEach ids can hold spaces and quotes.
            lines.append(view.path + "\t" + fields.joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }


    package static func numbers(_ rect: CGRect) -> String {
        [rect.minX, rect.minY, rect.width, rect.height].map { NumberText.thousandths(Double($0)) }.joined(separator: ",")
    }
}
