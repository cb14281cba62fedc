import Foundation
import ZoetropeSystem

/// The `@Animatable` macro plugin that was built with the running `zoetrope` (SwiftPM's `ZoetropeMacros-tool`, next
/// to the binary). A user's files load it instead of building swift-syntax in the cache, which would add minutes to
/// their first compile (docs/performance.md, "@Animatable macro: build cost").
public enum MacroPlugin {
    /// The executable's name in SwiftPM's build folder.
    public static let executableName = "ZoetropeMacros-tool"
    /// The environment variable that tells Zoetrope's manifest to leave swift-syntax and the macro target out.
    public static let environmentVariable = "ZOETROPE_MACRO_PLUGIN"

    /// The plugin beside `binary` (default: the running executable), or nil when there is none.
    public static func beside(_ binary: URL = URL(fileURLWithPath: POSIX.executablePath())) -> URL? {
        let plugin = binary.deletingLastPathComponent().appendingPathComponent(executableName)
        return FileManager.default.isExecutableFile(atPath: plugin.path) ? plugin : nil
    }

    /// The variables for the host's `swift build`: the plugin's path, or none without a plugin.
    public static func buildEnvironment(plugin: URL?) -> [String: String] {
        plugin.map { [environmentVariable: $0.path] } ?? [:]
    }
}
