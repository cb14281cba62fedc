// The `ZoetropeScenes` product: the library and the command line as one shared object, which a user's scene files
// link (ZoetropeUserFiles, `HostManifest`). Its target depends on ZoetropeMacros, so building this product also builds
// the `@Animatable` plugin those files load, and the `zoetrope` binary, which uses no macro, does not wait for it.
@_exported import Zoetrope
@_exported import ZoetropeCLI
