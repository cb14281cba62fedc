import CCairo
import CPNG
import CPango

/// The versions of the C libraries that draw Zoetrope's pixels, as they report themselves at run time (not the
/// headers built against): a snapshot baseline records them, so a mismatch can be named instead of failing
/// mysteriously (`pipeline-notes.md` §1.9, item 7).
public enum LibraryVersions {
    /// Cairo's `cairo_version_string()`, e.g. `1.16.0`.
    public static var cairo: String { String(cString: cairo_version_string()) }
    /// Pango's `pango_version_string()`, e.g. `1.50.12`.
    public static var pango: String { String(cString: pango_version_string()) }
    /// HarfBuzz's `hb_version_string()`, which shapes Pango's text.
    public static var harfBuzz: String { String(cString: hb_version_string()) }
    /// fontconfig's `FcGetVersion()` (an integer `MMmmrr`) as `M.m.r`.
    public static var fontconfig: String {
        let version = Int(FcGetVersion())
        return "\(version / 10000).\(version / 100 % 100).\(version % 100)"
    }
    /// libpng's `png_get_libpng_ver`, which encodes the frames.
    public static var libpng: String { String(cString: png_get_libpng_ver(nil)) }
}

/// zlib's `zlibVersion()`, which compresses every PNG.
public func zlibVersionString() -> UnsafePointer<CChar> { zlibVersion() }
