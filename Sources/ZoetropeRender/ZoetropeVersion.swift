/// Zoetrope's release version, recorded with snapshot baselines so that a baseline made by another release says so.
public enum ZoetropeVersion {
    /// Semantic version of this build.
    public static let current = "0.1.0"
}
