import Foundation
import ZoetropeCairo
import ZoetropeDisplay

/// Images for the comparison and PNG tests, built by hand or drawn with Cairo.
enum ImageFixtures {
    /// A `width × height` opaque image of one straight colour.
    static func flat(width: Int, height: Int, red: UInt8, green: UInt8, blue: UInt8) -> RasterImage {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            pixels[i] = blue; pixels[i + 1] = green; pixels[i + 2] = red
        }
        return RasterImage(width: width, height: height, bytesPerRow: width * 4, pixels: pixels)
    }

    /// Sets the pixel at (x, y) of `image` to the premultiplied BGRA bytes `bgra`.
    static func set(_ image: inout RasterImage, x: Int, y: Int, bgra: [UInt8]) {
        let i = y * image.bytesPerRow + x * 4
        image.pixels.replaceSubrange(i..<i + 4, with: bgra)
    }

    /// `image` with the pixel at (x, y) set to the premultiplied BGRA bytes `bgra`.
    static func setting(_ image: RasterImage, x: Int, y: Int, bgra: [UInt8]) -> RasterImage {
        var image = image
        set(&image, x: x, y: y, bgra: bgra)
        return image
    }

    /// The display list of a 400×800 px screen (scale 1): white background, an indigo card at
    /// (20 + dx, 40, 360 × 220) with 16 px corners, a blue button at (40 + dx, 300, 320 × 56) with 12 px corners
    /// and a green circle of diameter 60 at (170 + dx, 500).
    static func screen(shiftedBy dx: Double = 0) -> DisplayList {
        let indigo = DisplayColor(red255: 88, green: 86, blue: 214)
        let blue = DisplayColor(red255: 0, green: 122, blue: 255)
        let green = DisplayColor(red255: 52, green: 199, blue: 89)
        return DisplayList(size: CGSize(width: 400, height: 800), scale: 1, background: .white, items: [
            .shape(ShapeItem(path: .roundedRect(CGRect(x: 20 + dx, y: 40, width: 360, height: 220), cornerRadius: 16),
                             paint: .color(indigo))),
            .shape(ShapeItem(path: .roundedRect(CGRect(x: 40 + dx, y: 300, width: 320, height: 56), cornerRadius: 12),
                             paint: .color(blue))),
            .shape(ShapeItem(path: .ellipse(in: CGRect(x: 170 + dx, y: 500, width: 60, height: 60)), paint: .color(green))),
        ])
    }

    /// `screen(shiftedBy:)` drawn by Cairo.
    static func drawnScreen(shiftedBy dx: Double = 0) -> RasterImage {
        CairoRasterizer().draw(screen(shiftedBy: dx))
    }

    /// Runs `tool` with `arguments` through `/usr/bin/env`, feeding `input` on stdin; its status and stdout.
    static func run(_ tool: String, _ arguments: [String], input: Data? = nil) throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let out = Pipe(), inPipe = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        if input != nil { process.standardInput = inPipe }
        try process.run()
        if let input {
            inPipe.fileHandleForWriting.write(input)
            try inPipe.fileHandleForWriting.close()
        }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }
}
