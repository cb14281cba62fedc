import Foundation

/// The files Zoetrope writes into its build cache: the host package's manifest, where every file set built so far
/// is one executable target, and each target's entry point.
public struct HostManifest: Hashable, Sendable {
    /// The Zoetrope package the targets are built against.
    public var zoetropeRoot: URL
    /// Target names (`Scenes_<fingerprint>`).
    public var targets: [String]
    /// The `@Animatable` macro plugin built with `zoetrope` (`ZoetropeMacros-tool`), loaded by every target instead
    /// of building swift-syntax in the cache; nil leaves the plugin to the Zoetrope package's own macro target.
    public var macroPlugin: URL?

    public init(zoetropeRoot: URL, targets: [String], macroPlugin: URL? = nil) {
        self.zoetropeRoot = zoetropeRoot
        self.targets = targets
        self.macroPlugin = macroPlugin
    }

    /// SwiftPM's identity of a path dependency: its folder name, lowercased.
    public var dependencyIdentity: String { zoetropeRoot.lastPathComponent.lowercased() }

    /// `Package.swift`, with the targets sorted by name so the text only changes when the set does.
    public var packageSwift: String {
        let dependency = dependencyIdentity
        // `-load-plugin-executable PATH#MODULE` is how SwiftPM itself hands a target a macro plugin.
        let settings = macroPlugin.map {
            ", swiftSettings: [.unsafeFlags([\"-load-plugin-executable\", \"\($0.path)#ZoetropeMacros\"])]"
        } ?? ""
        let lines = targets.sorted().map { name in
            "        .executableTarget(name: \"\(name)\", dependencies: [.product(name: \"Zoetrope\", package: \"\(dependency)\"), "
                + ".product(name: \"ZoetropeCLI\", package: \"\(dependency)\")], path: \"Sources/\(name)\"\(settings)),"
        }
        return """
            // swift-tools-version:6.0
            // Written by zoetrope: the user's scene files, each set built as one executable.
            import PackageDescription

            let package = Package(
                name: "ZoetropeUserScenes",
                platforms: [.macOS(.v13)],
                dependencies: [.package(path: "\(zoetropeRoot.path)")],
                targets: [
            \(lines.joined(separator: "\n"))
                ],
                swiftLanguageModes: [.v5]
            )

            """
    }

    /// Each target's `main.swift`: the command line, with the user's `scenes` as its catalog.
    public static let mainSwift = """
        import ZoetropeCLI
        SceneLookup.catalog = { scenes }
        ZoetropeCommand.main()

        """
}
