import Foundation
import Testing

/// `zoetrope video SCENE OUT.gif` for Slack, Figma and tickets: phone-sized at 1 point = 1 pixel, one palette for the
/// whole animation, and delays browsers play at the right speed (pipeline-notes.md §0.5, §2.5).
@Suite struct GIFDefaultsTests {
    /// The parts of a GIF file these tests read.
    struct GIF {
        var width = 0, height = 0
        var hasGlobalPalette = false
        /// Centiseconds, one per frame.
        var delays: [Int] = []
        /// The colours of the global palette, and of each image's local palette.
        var globalColours = Set<[UInt8]>()
        var localColours: [Set<[UInt8]>] = []
        var loops: Int?

        /// Walks the blocks of a GIF89a file (header, screen descriptor, extensions, images).
        init(_ data: [UInt8]) throws {
            struct Malformed: Error {}
            guard data.count > 13, data[0..<6] == [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] else { throw Malformed() }
            width = Int(data[6]) | Int(data[7]) << 8
            height = Int(data[8]) | Int(data[9]) << 8
            hasGlobalPalette = data[10] & 0x80 != 0
            func colours(at start: Int, count: Int) -> Set<[UInt8]> {
                Set(stride(from: start, to: start + count, by: 3).map { Array(data[$0..<($0 + 3)]) })
            }
            var i = 13
            if hasGlobalPalette {
                let size = 3 << (Int(data[10] & 7) + 1)
                globalColours = colours(at: 13, count: size)
                i += size
            }
            func skipSubBlocks() { while i < data.count, data[i] != 0 { i += Int(data[i]) + 1 }; i += 1 }
            while i < data.count {
                switch data[i] {
                case 0x21:  // extension
                    let label = data[i + 1]
                    if label == 0xF9 { delays.append(Int(data[i + 4]) | Int(data[i + 5]) << 8) }
                    if label == 0xFF, Array(data[(i + 3)..<(i + 14)]) == Array("NETSCAPE2.0".utf8) {
                        loops = Int(data[i + 16]) | Int(data[i + 17]) << 8
                    }
                    i += 2
                    skipSubBlocks()
                case 0x2C:  // image
                    let packed = data[i + 9]
                    i += 10
                    if packed & 0x80 != 0 {
                        let size = 3 << (Int(packed & 7) + 1)
                        localColours.append(colours(at: i, count: size))
                        i += size
                    }
                    i += 1  // LZW minimum code size
                    skipSubBlocks()
                case 0x3B:
                    return
                default:
                    throw Malformed()
                }
            }
        }
    }

    @Test func gifIsPhoneSizedOnePaletteAndTwoCentisecondFrames() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let result = try ZoetropeBinary.locate().run(["video", "fab-menu", "fab.gif"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        let gif = try GIF([UInt8](try scratch.data("fab.gif")))
        // 393 × 852 pt at 1 pixel per point.
        #expect(gif.width == 393 && gif.height == 852)
        // 2.4 s at 50 fps: 120 frames of exactly 2 cs, 2.4 s in all. (At 60 fps delays would alternate 1 and 2 cs,
        // and browsers play 1 cs as 10 cs.)
        #expect(gif.delays.count == 120 && Set(gif.delays) == [2])
        #expect(gif.delays.reduce(0, +) == 240)
        // One palette for every frame (ffmpeg 5.1 repeats it as the first image's local table, in another order),
        // looping forever.
        #expect(gif.hasGlobalPalette && gif.globalColours.count > 1)
        #expect(gif.localColours.allSatisfy { $0 == gif.globalColours }, "\(gif.localColours.count) local palettes")
        #expect(gif.loops == 0)
    }

    @Test func anotherRateStillPlaysInWholeCentiseconds() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        // Frames rendered at 60 fps are resampled to 50 fps: the delays stay 2 cs and the length 2.4 s.
        let result = try ZoetropeBinary.locate().run(["video", "fab-menu", "fab.gif", "--fps", "60", "--scale", "0.5"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        let gif = try GIF([UInt8](try scratch.data("fab.gif")))
        #expect(Set(gif.delays) == [2] && gif.delays.reduce(0, +) == 240, "\(gif.delays.count) frames")
    }
}
