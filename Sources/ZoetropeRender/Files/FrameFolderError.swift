/// Why a folder of frames cannot be encoded (`zoetrope video --from-frames DIR`), naming the folder or file.
public enum FrameFolderError: Error, Hashable, Sendable {
    /// The path does not exist or is not a folder.
    case notAFolder(path: String)
    /// The folder holds no `frame_NNNNNN.png` file.
    case noFrames(path: String)
    /// Frame `name` is missing between the first and last frames found.
    case missingFrame(path: String, name: String, first: String, last: String)
    /// The first frame is not a PNG file.
    case notPNG(path: String)
}
