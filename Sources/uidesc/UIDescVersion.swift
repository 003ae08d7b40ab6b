/// The version `uidesc --version` prints.
enum UIDescVersion {
    static let current = "0.2.0"
}
