import Foundation
import ZoetropeDisplay

extension SceneTimeline {
    /// The device chrome of the scene's canvas at `time`, in the appearance showing then (the canvas's, or the one
    /// a view prefers), with its text laid out by the measurer the scene was evaluated with; nothing on a custom
    /// canvas.
    func chromeItems(at time: Double) -> [DisplayItem] {
        deviceChrome(at: time)?.items(measurer: layout.textMeasurer) ?? []
    }

    /// The chrome `displayList(at:showingChrome:)` draws at `time`; nil on a custom canvas.
    public func deviceChrome(at time: Double) -> DeviceChrome? {
        let tree = tree(at: time)
        var chrome = DeviceChrome(canvas: scene.canvas, colorScheme: tree.colorScheme)
        chrome?.hidesStatusBar = tree.hidesStatusBar
        chrome?.hidesHomeIndicator = tree.hidesHomeIndicator
        return chrome
    }
}
