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
            let size = "\(NumberText.plain(Double(canvas.size.width)))x\(NumberText.plain(Double(canvas.size.height)))pt@\(NumberText.plain(canvas.scale))x"
            print("\(scene.id)\t\(canvas.name) \(size)\t\(NumberText.plain(scene.fps)) fps\t\(NumberText.plain(scene.duration)) s")
        }
    }
}
