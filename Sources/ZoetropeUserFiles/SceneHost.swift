import Foundation
import ZoetropeSystem

/// The cached package that builds a set of user files, with the Zoetrope library, into an executable.
///
/// The cache is `$XDG_CACHE_HOME/zoetrope` (else `~/.cache/zoetrope`); its `host-…` folder is one package whose
/// executable targets are the file sets built so far, each named after the fingerprint of its files' paths. Each
/// copy of zoetrope (its sources and the build it runs from) has a host of its own, so two copies sharing a cache
/// never rebuild each other's targets. A later run with unchanged files reuses the executable without compiling and
/// without waiting for other compiles (`prepare`); an edit rebuilds only the user's code.
public struct SceneHost: Hashable, Sendable {
    /// The Zoetrope sources this binary was built from (the package the user's files are built against).
    public static let zoetropeRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The user's files.
    public let sources: SceneSources
    /// `…/zoetrope/host-FINGERPRINT`: the package of this copy of zoetrope (`hostName`).
    public let package: URL
    /// The target (and executable) of this file set.
    public let target: String
    /// `release`, or `debug` when `ZOETROPE_SCENE_BUILD=debug` (quicker to compile, used by the tests).
    public let configuration: String
    /// The Zoetrope sources (their C module maps are copied into the host package).
    public let zoetropeRoot: URL
    /// The Zoetrope build the targets are compiled against and linked with: the running binary's own.
    public let library: SceneLibrary

    public init(sources: SceneSources, environment: [String: String] = ProcessInfo.processInfo.environment,
                home: URL = FileManager.default.homeDirectoryForCurrentUser, zoetropeRoot: URL = SceneHost.zoetropeRoot,
                library: SceneLibrary = .beside()) {
        self.sources = sources
        self.package = Self.cacheFolder(environment: environment, home: home)
            .appendingPathComponent(Self.hostName(zoetropeRoot: zoetropeRoot, library: library))
        self.target = Self.targetName(for: sources.files)
        self.configuration = environment["ZOETROPE_SCENE_BUILD"] == "debug" ? "debug" : "release"
        self.zoetropeRoot = zoetropeRoot
        self.library = library
    }

    /// `$XDG_CACHE_HOME/zoetrope` when the variable is set and not empty, else `HOME/.cache/zoetrope`.
    public static func cacheFolder(environment: [String: String], home: URL) -> URL {
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? home.appendingPathComponent(".cache")
        return base.appendingPathComponent("zoetrope")
    }

    /// `host-` and the fingerprint of the Zoetrope sources' path and the products folder of the build the files are
    /// compiled against, one per line: a checkout and an installed copy (or a debug and a release build) each get a
    /// package of their own in a shared cache, where one package for all made each rebuild the other's targets.
    public static func hostName(zoetropeRoot: URL, library: SceneLibrary) -> String {
        "host-" + Fingerprint(of: zoetropeRoot.path + "\n" + library.products.path).description
    }

    /// `Scenes_` and the fingerprint of the files' paths, one per line: the same file set always gets the same target.
    public static func targetName(for files: [URL]) -> String {
        "Scenes_" + Fingerprint(of: files.map(\.path).joined(separator: "\n")).description
    }

    /// What decides whether the cached executable is current: each file's path and text, the Zoetrope sources'
    /// location, the configuration and the identity of the running `zoetrope` binary.
    public static func buildFingerprint(files: [(path: String, text: String)], zoetropeRoot: String,
                                        configuration: String, binaryIdentity: String) -> Fingerprint {
        let contents = files.map { $0.path + "\n" + $0.text + "\n" }.joined()
        return Fingerprint(of: contents + zoetropeRoot + configuration + binaryIdentity)
    }

    /// The running binary's resolved path and modification time: changes when `zoetrope` is rebuilt, so scene
    /// executables are rebuilt against the same library.
    public static func binaryIdentity() -> String {
        fileIdentity(POSIX.executablePath())
    }

    /// A file's path and modification time (0 when it cannot be read).
    static func fileIdentity(_ path: String) -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(path) \(modified)"
    }
}
