/// The version of uidesc: what `uidesc --version` prints, and what generated files name as their generator (the
/// command line and the build-tool plugin's tool alike). `CHANGELOG.md` names the same; a test keeps the two equal.
package enum ToolVersion {
    package static let current = "0.2.0"
}
