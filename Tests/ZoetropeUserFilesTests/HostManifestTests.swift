import Foundation
import Testing
import ZoetropeUserFiles

/// The text Zoetrope writes into the host package, compared with text written out by hand.
@Suite struct HostManifestTests {
    @Test func everyFileSetIsOneExecutableTargetSortedByName() {
        let manifest = HostManifest(zoetropeRoot: URL(fileURLWithPath: "/opt/Zoetrope"),
                                    targets: ["Scenes_bbbb", "Scenes_aaaa"])
        #expect(manifest.dependencyIdentity == "zoetrope")
        let expected = """
            // swift-tools-version:6.0
            // Written by zoetrope: the user's scene files, each set built as one executable.
            import PackageDescription

            let package = Package(
                name: "ZoetropeUserScenes",
                platforms: [.macOS(.v13)],
                dependencies: [.package(path: "/opt/Zoetrope")],
                targets: [
                    .executableTarget(name: "Scenes_aaaa", dependencies: [.product(name: "Zoetrope", package: "zoetrope"), .product(name: "ZoetropeCLI", package: "zoetrope")], path: "Sources/Scenes_aaaa"),
                    .executableTarget(name: "Scenes_bbbb", dependencies: [.product(name: "Zoetrope", package: "zoetrope"), .product(name: "ZoetropeCLI", package: "zoetrope")], path: "Sources/Scenes_bbbb"),
                ],
                swiftLanguageModes: [.v5]
            )

            """
        #expect(manifest.packageSwift == expected)
    }

    @Test func theDependencyIsNamedAfterTheCheckoutFolder() {
        // SwiftPM names a path dependency after its folder, lowercased: a checkout in `wt-cli` is package "wt-cli".
        let manifest = HostManifest(zoetropeRoot: URL(fileURLWithPath: "/work/wt-cli"), targets: ["Scenes_1"])
        #expect(manifest.packageSwift.contains(".product(name: \"Zoetrope\", package: \"wt-cli\")"))
        #expect(manifest.packageSwift.contains("dependencies: [.package(path: \"/work/wt-cli\")]"))
    }

    @Test func eachTargetLoadsTheMacroPluginBuiltWithZoetrope() {
        let manifest = HostManifest(zoetropeRoot: URL(fileURLWithPath: "/opt/Zoetrope"), targets: ["Scenes_1"],
                                    macroPlugin: URL(fileURLWithPath: "/opt/Zoetrope/.build/release/ZoetropeMacros-tool"))
        let expected = "        .executableTarget(name: \"Scenes_1\", dependencies: [.product(name: \"Zoetrope\", package: \"zoetrope\"), "
            + ".product(name: \"ZoetropeCLI\", package: \"zoetrope\")], path: \"Sources/Scenes_1\", swiftSettings: "
            + "[.unsafeFlags([\"-load-plugin-executable\", \"/opt/Zoetrope/.build/release/ZoetropeMacros-tool#ZoetropeMacros\"])]),\n"
        #expect(manifest.packageSwift.contains(expected))
    }

    @Test func thePluginIsFoundBesideTheBinaryAndNamedToTheBuild() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("macro-plugin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let binary = folder.appendingPathComponent("zoetrope")
        #expect(MacroPlugin.beside(binary) == nil)
        #expect(MacroPlugin.buildEnvironment(plugin: nil).isEmpty)

        let plugin = folder.appendingPathComponent("ZoetropeMacros-tool")
        try Data("#!/bin/sh\n".utf8).write(to: plugin)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: plugin.path)
        #expect(MacroPlugin.beside(binary) == plugin)
        #expect(MacroPlugin.buildEnvironment(plugin: plugin) == ["ZOETROPE_MACRO_PLUGIN": plugin.path])
    }

    @Test func theEntryPointRunsTheCommandLineWithTheUsersScenes() {
        #expect(HostManifest.mainSwift == "import ZoetropeCLI\nSceneLookup.catalog = { scenes }\nZoetropeCommand.main()\n")
    }
}
