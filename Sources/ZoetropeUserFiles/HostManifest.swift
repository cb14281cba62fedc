import Foundation

/// The files Zoetrope writes into its build cache: the host package's manifest, where every file set built so far
/// is one executable target, and each target's entry point.
///
/// The targets do not depend on the Zoetrope package (which SwiftPM would build again, whole, in the cache): they
/// import the modules of the build `zoetrope` itself came from and link its `ZoetropeScenes` shared object, and load
/// its `@Animatable` macro plugin. The C modules those modules import (Cairo, libpng, Pango) are system-library
/// targets of the host, with Zoetrope's own module maps copied in (`systemModuleFiles`), so that SwiftPM adds their
/// pkg-config flags as it does for Zoetrope.
public struct HostManifest: Hashable, Sendable {
    /// The build the targets are compiled against.
    public var library: SceneLibrary
    /// Target names (`Scenes_<fingerprint>`).
    public var targets: [String]

    public init(library: SceneLibrary, targets: [String]) {
        self.library = library
        self.targets = targets
    }

    /// Where a C module's map and header go in the host package.
    public static func systemModuleFolder(_ name: String) -> String { "System/\(name)" }

    /// `Package.swift`, with the targets sorted by name so the text only changes when the set does.
    public var packageSwift: String {
        let modules = SceneLibrary.systemModules
        let systemTargets = modules.map { module in
            "        .systemLibrary(name: \"\(module.name)\", path: \"\(Self.systemModuleFolder(module.name))\""
                + (module.pkgConfig.map { ", pkgConfig: \"\($0)\"" } ?? "") + "),"
        }
        let dependencies = modules.map { "\"\($0.name)\"" }.joined(separator: ", ")
        let products = library.products.path
        // `-load-plugin-executable PATH#MODULE` is how SwiftPM itself hands a target a macro plugin.
        let swiftFlags = ["-I", library.modules.path, "-load-plugin-executable", "\(library.plugin.path)#ZoetropeMacros"]
        let linkerFlags = ["-L", products, "-l\(SceneLibrary.productName)", "-Xlinker", "-rpath", "-Xlinker", products]
        func list(_ flags: [String]) -> String { "[" + flags.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
        let lines = targets.sorted().map { name in
            "        .executableTarget(name: \"\(name)\", dependencies: [\(dependencies)], path: \"Sources/\(name)\", "
                + "swiftSettings: settings, linkerSettings: linking),"
        }
        return """
            // swift-tools-version:6.0
            // Written by zoetrope: the user's scene files, each set built as one executable against the Zoetrope
            // build in \(products).
            // Library \(Fingerprint(of: library.identity)): a new library changes this manifest, so SwiftPM plans
            // the build again (its cached plan would name the objects removed for being built against the old one).
            import PackageDescription

            let settings: [SwiftSetting] = [.unsafeFlags(\(list(swiftFlags)))]
            let linking: [LinkerSetting] = [.unsafeFlags(\(list(linkerFlags)))]

            let package = Package(
                name: "ZoetropeUserScenes",
                platforms: [.macOS(.v13)],
                targets: [
            \((systemTargets + lines).joined(separator: "\n"))
                ],
                swiftLanguageModes: [.v5]
            )

            """
    }

    /// The module map and header of each C module, from Zoetrope's sources (`zoetropeRoot/Sources/NAME`), by their
    /// path in the host package.
    public static func systemModuleFiles(zoetropeRoot: URL) throws -> [(path: String, text: String)] {
        var files: [(path: String, text: String)] = []
        for module in SceneLibrary.systemModules {
            for file in ["module.modulemap", "shim.h"] {
                let source = zoetropeRoot.appendingPathComponent("Sources").appendingPathComponent(module.name)
                    .appendingPathComponent(file)
                guard let text = try? String(contentsOf: source, encoding: .utf8) else {
                    throw UserFilesError.unreadable(path: source.path, reason: "Zoetrope's sources are incomplete")
                }
                files.append((systemModuleFolder(module.name) + "/" + file, text))
            }
        }
        return files
    }

    /// Each target's `main.swift`: the command line, with the user's `scenes` as its catalog.
    public static let mainSwift = """
        import ZoetropeCLI
        SceneLookup.catalog = { scenes }
        ZoetropeCommand.main()

        """
}
