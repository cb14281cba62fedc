import ArgumentParser
import Foundation
import Zoetrope

/// `zoetrope list`: one line per scene with its canvas, frame rate and duration; `--devices`: the device presets.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the scene ids with canvas, fps and duration, or the device presets.")

    @Flag(help: "List the device presets `--device` takes: size in points (portrait), scale and safe areas.")
    var devices = false

    func run() throws {
        if devices {
            print(DeviceTable.text, terminator: "")
            return
        }
        for scene in SceneLookup.allScenes() {
            let canvas = scene.canvas
            let size = "\(number(Double(canvas.size.width)))x\(number(Double(canvas.size.height)))pt@\(number(canvas.scale))x"
            print("\(scene.id)\t\(canvas.name) \(size)\t\(number(scene.fps)) fps\t\(number(scene.duration)) s")
        }
    }

    /// `60`, `29.97`; a value from a scene's code that is not an ordinary number prints as Swift spells it
    /// (`nan`, `inf`, `1e+300`) instead of stopping the listing.
    private func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
