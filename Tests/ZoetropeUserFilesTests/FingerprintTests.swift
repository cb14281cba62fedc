import Foundation
import Testing
import ZoetropeUserFiles

/// FNV-1a 64 and the names and stamps made from it. Expected hashes are the published FNV-1a test vectors ("",
/// "a", "foobar") or were computed with a separate ten-line Python FNV-1a, never with this code.
@Suite struct FingerprintTests {
    @Test func publishedVectors() {
        #expect(Fingerprint(of: "").description == "cbf29ce484222325")
        #expect(Fingerprint(of: "a").description == "af63dc4c8601ec8c")
        #expect(Fingerprint(of: "foobar").description == "85944171f73967e8")
    }

    @Test func smallHashesArePaddedTo16Digits() {
        #expect(Fingerprint(of: "baa").value == 0x0039_2319_1339_2937)
        #expect(Fingerprint(of: "baa").description == "0039231913392937")
    }

    @Test func theTargetIsNamedAfterThePathsOnePerLine() {
        let files = [URL(fileURLWithPath: "/work/A.swift"), URL(fileURLWithPath: "/work/B.swift")]
        #expect(SceneHost.targetName(for: files) == "Scenes_ff4c6d4560d477a0")
        #expect(SceneHost.targetName(for: [files[0]]) != SceneHost.targetName(for: files))
    }

    @Test func theBuildStampChangesWithTheFilesTheConfigurationAndTheBinary() {
        func stamp(path: String = "/u/Card.swift", text: String = "let x = 1", root: String = "/opt/zoetrope",
                   configuration: String = "debug", binary: String = "/bin/zoetrope 1700000000.0") -> String {
            SceneHost.buildFingerprint(files: [(path, text)], zoetropeRoot: root, configuration: configuration,
                                       binaryIdentity: binary).description
        }
        // FNV-1a of "/u/Card.swift\nlet x = 1\n/opt/zoetropedebug/bin/zoetrope 1700000000.0".
        #expect(stamp() == "d851d45162cf5a69")
        #expect(stamp() == stamp(), "same input, same stamp")
        // One character of the file changed.
        #expect(stamp(text: "let x = 2") == "834cb844c25e5556")
        #expect(stamp(path: "/u/Other.swift") != stamp())
        #expect(stamp(configuration: "release") != stamp())
        #expect(stamp(binary: "/bin/zoetrope 1700000001.0") != stamp())
        #expect(stamp(root: "/opt/zoetrope2") != stamp())
    }

    @Test func theCacheFollowsXDGElseHome() {
        let home = URL(fileURLWithPath: "/home/me")
        #expect(SceneHost.cacheFolder(environment: ["XDG_CACHE_HOME": "/var/cache/me"], home: home).path == "/var/cache/me/zoetrope")
        #expect(SceneHost.cacheFolder(environment: ["XDG_CACHE_HOME": ""], home: home).path == "/home/me/.cache/zoetrope")
        #expect(SceneHost.cacheFolder(environment: [:], home: home).path == "/home/me/.cache/zoetrope")
    }

    @Test func theHostPackageLivesInTheCacheAndBuildsReleaseUnlessAskedForDebug() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("let scenes: [MotionScene] = []\n", to: "Card.swift")
        let sources = try SceneSources(paths: ["Card.swift"], relativeTo: folder.url)
        let home = URL(fileURLWithPath: "/home/me")
        let root = URL(fileURLWithPath: "/opt/zoetrope")
        let library = SceneLibrary(products: URL(fileURLWithPath: "/opt/zoetrope/.build/release"))
        let release = SceneHost(sources: sources, environment: [:], home: home, zoetropeRoot: root, library: library)
        // FNV-1a 64 of "/opt/zoetrope\n/opt/zoetrope/.build/release", computed apart (Python).
        #expect(release.package.path == "/home/me/.cache/zoetrope/host-45543e38e32afd7e")
        #expect(release.configuration == "release")
        #expect(release.target == SceneHost.targetName(for: sources.files))
        #expect(SceneHost(sources: sources, environment: ["ZOETROPE_SCENE_BUILD": "debug"], home: home).configuration == "debug")
        let build = SwiftBuild(package: release.package, product: release.target, configuration: "release")
        #expect(build.arguments == ["build", "-c", "release", "--package-path", "/home/me/.cache/zoetrope/host-45543e38e32afd7e",
                                    "--product", release.target])
        #expect(build.executable.path == "/home/me/.cache/zoetrope/host-45543e38e32afd7e/.build/release/\(release.target)")
    }

    /// Issue 27: two copies of zoetrope sharing a cache (a checkout and an installed copy, or a debug and a release
    /// build) each have a host package of their own, so neither rebuilds the other's targets; one copy always the same.
    @Test func eachCopyOfZoetropeHasAHostOfItsOwn() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("let scenes: [MotionScene] = []\n", to: "Card.swift")
        let sources = try SceneSources(paths: ["Card.swift"], relativeTo: folder.url)
        let home = URL(fileURLWithPath: "/home/me")
        func host(_ root: String, _ products: String) -> String {
            SceneHost(sources: sources, environment: [:], home: home, zoetropeRoot: URL(fileURLWithPath: root),
                      library: SceneLibrary(products: URL(fileURLWithPath: products))).package.lastPathComponent
        }
        // Each FNV-1a 64 computed apart (Python) from "ROOT\nPRODUCTS".
        #expect(host("/opt/zoetrope", "/opt/zoetrope/.build/release") == "host-45543e38e32afd7e")
        #expect(host("/home/me/src/zoetrope", "/home/me/src/zoetrope/.build/release") == "host-a7ccbf9ca8da628e")
        #expect(host("/opt/zoetrope", "/opt/zoetrope/.build/debug") == "host-282a6349e9d6b5f8")
        #expect(host("/opt/zoetrope", "/opt/zoetrope/.build/release") == host("/opt/zoetrope", "/opt/zoetrope/.build/release"))
    }
}
