import Foundation
import ZoetropeCairo
import ZoetropeDisplay

extension RenderJob {
    /// The frame at `time` cut to `region` (canvas points): a list of the region's size whose top-left corner is the
    /// region's, on the frame's background, at this job's scale. The review's crops and strips are made of these.
    public func displayList(at time: Double, croppedTo region: CGRect) -> DisplayList {
        displayList(at: time).cropped(to: region)
    }

    /// Writes the crop of the frame at `time` to `region` as a PNG (see `displayList(at:croppedTo:)`).
    public func renderCrop(at time: Double, region: CGRect, to file: URL) throws {
        try RenderOptions.requireTime(time, flag: "--at")
        try Self.writePNG(to: file) { CairoRasterizer().draw(displayList(at: time, croppedTo: region)) }
    }
}

extension DisplayList {
    /// The list cut to `region` (its own points): a list of the region's size whose top-left corner is the region's,
    /// on the same background, at the same scale.
    func cropped(to region: CGRect) -> DisplayList {
        var children: [DisplayItem] = []
        if let background { children.append(SheetInk.fill(region, background)) }
        children += items
        let group = GroupItem(transform: .translation(x: -Double(region.minX), y: -Double(region.minY)), clip: .rect(region),
                              label: "crop", children: children)
        return DisplayList(size: region.size, scale: scale, background: background, items: [.group(group)])
    }
}
