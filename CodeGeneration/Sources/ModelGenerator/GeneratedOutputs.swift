/// Every folder the generator writes, with its files.
public enum GeneratedOutputs {
    /// The typed models and the framework tables, each with its output folder (relative to the repository root).
    public static func all(sourcesFingerprint: UInt64) throws -> [(folder: String, files: [(name: String, contents: String)])] {
        [
            (CatalogueGenerator.outputFolder, try CatalogueGenerator.files(sourcesFingerprint: sourcesFingerprint)),
            (FrameworkTablesGenerator.outputFolder, try FrameworkTablesGenerator.files(sourcesFingerprint: sourcesFingerprint)),
        ]
    }
}
