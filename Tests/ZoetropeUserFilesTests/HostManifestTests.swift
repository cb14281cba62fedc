import Foundation
import Testing
import ZoetropeUserFiles

/// The text Zoetrope writes into the host package, compared with text written out by hand.
@Suite struct HostManifestTests {
    static let library = SceneLibrary(products: URL(fileURLWithPath: "/opt/Zoetrope/.build/x86_64-unknown-linux-gnu/release"))

    /// The library line carries the fingerprint of the library's identity (its files' modification times; tested in
    /// FingerprintTests), so that a rebuilt library changes the manifest.
    @Test func everyFileSetIsOneExecutableTargetSortedByNameBuiltAgainstZoetropesOwnBuild() {
        let manifest = HostManifest(library: Self.library, targets: ["Scenes_bbbb", "Scenes_aaaa"])
        let expected = """
            // swift-tools-version:6.0
            // Written by zoetrope: the user's scene files, each set built as one executable against the Zoetrope
            // build in /opt/Zoetrope/.build/x86_64-unknown-linux-gnu/release.
            // Library \(Fingerprint(of: Self.library.identity)): a new library changes this manifest, so SwiftPM plans
            // the build again (its cached plan would name the objects removed for being built against the old one).
            import PackageDescription

            let settings: [SwiftSetting] = [.unsafeFlags(["-I", "/opt/Zoetrope/.build/x86_64-unknown-linux-gnu/release/Modules", "-load-plugin-executable", "/opt/Zoetrope/.build/x86_64-unknown-linux-gnu/release/ZoetropeMacros-tool#ZoetropeMacros"])]
            let linking: [LinkerSetting] = [.unsafeFlags(["-L", "/opt/Zoetrope/.build/x86_64-unknown-linux-gnu/release", "-lZoetropeScenes", "-Xlinker", "-rpath", "-Xlinker", "/opt/Zoetrope/.build/x86_64-unknown-linux-gnu/release"])]

            let package = Package(
                name: "ZoetropeUserScenes",
                platforms: [.macOS(.v13)],
                targets: [
                    .systemLibrary(name: "CCairo", path: "System/CCairo", pkgConfig: "cairo"),
                    .systemLibrary(name: "CPNG", path: "System/CPNG", pkgConfig: "libpng"),
                    .systemLibrary(name: "CPango", path: "System/CPango", pkgConfig: "pangocairo"),
                    .systemLibrary(name: "CPrefetch", path: "System/CPrefetch"),
                    .executableTarget(name: "Scenes_aaaa", dependencies: ["CCairo", "CPNG", "CPango", "CPrefetch"], path: "Sources/Scenes_aaaa", swiftSettings: settings, linkerSettings: linking),
                    .executableTarget(name: "Scenes_bbbb", dependencies: ["CCairo", "CPNG", "CPango", "CPrefetch"], path: "Sources/Scenes_bbbb", swiftSettings: settings, linkerSettings: linking),
                ],
                swiftLanguageModes: [.v5]
            )

            """
        #expect(manifest.packageSwift == expected)
    }

    @Test func theCModulesAreZoetropesOwnMapsAndHeaders() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let files = try HostManifest.systemModuleFiles(zoetropeRoot: root)
        #expect(files.map(\.path) == ["System/CCairo/module.modulemap", "System/CCairo/shim.h",
                                      "System/CPNG/module.modulemap", "System/CPNG/shim.h",
                                      "System/CPango/module.modulemap", "System/CPango/shim.h",
                                      "System/CPrefetch/module.modulemap", "System/CPrefetch/shim.h"])
        let cairoMap = try String(contentsOf: root.appendingPathComponent("Sources/CCairo/module.modulemap"), encoding: .utf8)
        #expect(files[0].text == cairoMap)
        #expect(files[1].text.contains("#include <cairo.h>"))
        #expect(throws: (any Error).self) { try HostManifest.systemModuleFiles(zoetropeRoot: URL(fileURLWithPath: "/nonexistent")) }
    }

    @Test func theLibraryIsTheFolderOfTheRunningBuildAndSaysWhatIsMissing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scene-library-\(UUID().uuidString)")
            .appendingPathComponent("release")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Modules"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let library = SceneLibrary.beside(folder.appendingPathComponent("zoetrope"))
        #expect(library.products.path == folder.path)
        #expect(library.configuration == "release")
        #expect(library.missing.map(\.lastPathComponent) == ["ZoetropeCLI.swiftmodule", "libZoetropeScenes.so",
                                                             "ZoetropeMacros-tool"])

        try Data().write(to: folder.appendingPathComponent("Modules/ZoetropeCLI.swiftmodule"))
        try Data().write(to: folder.appendingPathComponent("libZoetropeScenes.so"))
        let plugin = folder.appendingPathComponent("ZoetropeMacros-tool")
        try Data("#!/bin/sh\n".utf8).write(to: plugin)
        #expect(library.missing.map(\.lastPathComponent) == ["ZoetropeMacros-tool"])  // not executable yet
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: plugin.path)
        #expect(library.missing.isEmpty)
    }

    @Test func theEntryPointRunsTheCommandLineWithTheUsersScenes() {
        #expect(HostManifest.mainSwift == "import ZoetropeCLI\nSceneLookup.catalog = { scenes }\nZoetropeCommand.main()\n")
    }
}
