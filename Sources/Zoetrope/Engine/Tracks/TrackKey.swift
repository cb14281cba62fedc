import Foundation

/// What a track animates: one attribute of one view identity.
struct TrackKey: Hashable, Sendable {
    /// The view's structural identity path.
    let path: String
    let attribute: Attribute
    /// `path.hashValue`, computed once: a node keeps its own (`Node.pathHash`), so that sampling a frame hashes no
    /// path string (long paths in a scene of thousands of views made hashing and comparing them a quarter of the
    /// evaluation time).
    let pathHash: Int

    init(_ path: String, _ attribute: Attribute) {
        self.init(path, attribute, pathHash: path.hashValue)
    }

    init(_ path: String, _ attribute: Attribute, pathHash: Int) {
        self.path = path
        self.attribute = attribute
        self.pathHash = pathHash
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(pathHash)
        hasher.combine(attribute)
    }

    static func == (a: TrackKey, b: TrackKey) -> Bool {
        a.pathHash == b.pathHash && a.attribute == b.attribute && a.path == b.path
    }

    /// The animatable attributes of a node (their units are in `NodeAttributes`).
    enum Attribute: Hashable, Sendable, CustomStringConvertible {
        /// The layout frame in the parent, in points: (minX, minY, width, height).
        case frame
        /// The fill or foreground colour (linear RGB + opacity × 128).
        case fill
        /// The render effect's value (offset, opacity, scale, rotation, shadow, blur).
        case effect
        /// A shape's own animatable data (any vector type, kept in the erased tracks).
        case shapeData
        /// A custom `Animatable` view's animatable data (kept in the erased tracks too).
        case liveData
        /// A shape's paint's own animatable data: a mesh gradient's points and colours (kept in the erased tracks).
        case paintData
        /// Insertion effect `k` of the view's transition.
        case insertion(Int)
        /// Removal effect `k` of the view's transition.
        case removal(Int)

        public var description: String {
            switch self {
            case .frame: return "frame"
            case .fill: return "fill"
            case .effect: return "effect"
            case .shapeData: return "shape"
            case .liveData: return "data"
            case .paintData: return "paint"
            case let .insertion(k): return "in.\(k)"
            case let .removal(k): return "out.\(k)"
            }
        }
    }
}
