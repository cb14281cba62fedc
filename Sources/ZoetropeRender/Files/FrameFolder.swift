import Foundation

/// A folder of rendered frames, `frame_NNNNNN.png` as `zoetrope render` names them, read as the input of a video
/// (`zoetrope video --from-frames DIR`).
///
/// The frames must be numbered without gaps from the first one (ffmpeg stops at a gap, which would silently
/// shorten the video); the first frame's PNG header gives the pixel size.
public struct FrameFolder: Hashable, Sendable {
    /// The folder.
    public let directory: URL
    /// The number of the first frame (its global index: it shows t = number / fps of the render).
    public let firstFrame: Int
    /// How many frames follow on from it.
    public let frameCount: Int
    /// The first frame's size in pixels.
    public let pixelWidth: Int
    public let pixelHeight: Int

    /// Reads the folder's listing and the first frame's header.
    public init(directory: URL) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw FrameFolderError.notAFolder(path: directory.path)
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let numbers = names.compactMap(Self.frameNumber(fileName:)).sorted()
        guard let first = numbers.first else { throw FrameFolderError.noFrames(path: directory.path) }
        if let gap = numbers.indices.first(where: { numbers[$0] != first + $0 }) {
            throw FrameFolderError.missingFrame(path: directory.path, name: RenderJob.frameFileName(first + gap),
                                                first: RenderJob.frameFileName(first),
                                                last: RenderJob.frameFileName(numbers[numbers.count - 1]))
        }
        let firstFile = directory.appendingPathComponent(RenderJob.frameFileName(first))
        guard let size = Self.pngSize(of: firstFile) else { throw FrameFolderError.notPNG(path: firstFile.path) }
        self.directory = directory
        self.firstFrame = first
        self.frameCount = numbers.count
        self.pixelWidth = size.width
        self.pixelHeight = size.height
    }

    /// The frame number in a name written by `RenderJob.frameFileName` (`frame_000042.png` → 42), else nil.
    public static func frameNumber(fileName name: String) -> Int? {
        guard name.hasPrefix("frame_"), name.hasSuffix(".png") else { return nil }
        let digits = name.dropFirst(6).dropLast(4)
        guard digits.count >= 6, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(digits),
              RenderJob.frameFileName(number) == name else { return nil }
        return number
    }

    /// The frames as ffmpeg's image2 pattern (`%` in the folder's path doubled).
    public var pattern: String {
        directory.path.replacingOccurrences(of: "%", with: "%%") + "/frame_%06d.png"
    }

    /// Width and height from a PNG's IHDR chunk (bytes 16–23, big-endian), nil if the file is not a PNG.
    static func pngSize(of file: URL) -> (width: Int, height: Int)? {
        guard let handle = try? FileHandle(forReadingFrom: file) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 24), data.count == 24 else { return nil }
        let bytes = [UInt8](data)
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func bigEndian(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (bigEndian(16), bigEndian(20))
    }
}
