import Foundation

extension View {
    /// Scales the view to fit the space offered, keeping its own aspect ratio: `.aspectRatio(contentMode: .fit)`.
    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }

    /// Scales the view to fill the space offered, keeping its own aspect ratio: `.aspectRatio(contentMode: .fill)`.
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }
}
