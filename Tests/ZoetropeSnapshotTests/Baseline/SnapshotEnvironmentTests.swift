import Foundation
import Testing
@testable import ZoetropeSnapshot

@Suite struct SnapshotEnvironmentTests {
    @Test func sha256MatchesTheStandardVectors() {
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func theEnvironmentNamesTheLibrariesAndFonts() throws {
        let here = SnapshotEnvironment.current(fps: 60, scale: 1)
        #expect(here.cairo.split(separator: ".").count == 3)
        #expect(here.pango.split(separator: ".").count == 3)
        #expect(here.fonts["Inter-Regular.otf"]?.count == 64)
        let json = String(decoding: try here.encoded(), as: UTF8.self)
        let keys = json.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
        #expect(keys == ["cairo", "fontconfig", "fonts", "format", "fps", "harfBuzz", "libpng", "pango", "scale", "zoetrope"])
        #expect(try JSONDecoder().decode(SnapshotEnvironment.self, from: here.encoded()) == here)
    }

    @Test func differencesAreWordedForPeople() {
        let here = SnapshotEnvironment(format: 1, zoetrope: "0.1.0", cairo: "1.16.0", pango: "1.51.0", harfBuzz: "6.0.0",
                                       fontconfig: "2.14.1", libpng: "1.6.39", fonts: ["Inter-Regular.otf": "aaaa", "New.otf": "cccc"],
                                       fps: 60, scale: 1)
        var baseline = here
        baseline.pango = "1.50.12"
        baseline.fonts = ["Inter-Regular.otf": "bbbb"]
        baseline.scale = 3
        #expect(here.differences(fromBaseline: baseline) == [
            "baseline recorded with Pango 1.50.12, this machine has 1.51.0",
            "baseline recorded with font Inter-Regular.otf sha256 bbbb…, this machine's is aaaa…",
            "baseline recorded without font New.otf, which this machine has",
        ])
    }
}
