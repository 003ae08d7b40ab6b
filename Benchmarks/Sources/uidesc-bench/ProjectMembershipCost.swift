import BenchmarkSupport
import Foundation
import InterfaceValidation
import ProjectMembership

/// `uidesc-bench project [--rounds N]`: issue 52's bound: reading an Xcode project of 50 targets and 5,000 files
/// (``ProjectTree``) adds at most 10% to `validate` on it. Three rows, in process, interleaved round by round:
/// (a) `InterfaceValidator` on `with/` (the project read, each XIB checked in its target), (b) on `without/` (the
/// same files, folder rules), (c) reading the project alone. An untimed first round checks that (a) places every XIB
/// in its target and that (a) and (b) find the same findings.
enum ProjectMembershipCost {
    static func run(arguments: [String]) throws -> Bool {
        var rounds = 15
        if let index = arguments.firstIndex(of: "--rounds"), index + 1 < arguments.count, let value = Int(arguments[index + 1]), value > 0 {
            rounds = value
        }
        let tree = ProjectTree()
        try tree.prepare()
        let with = tree.withProject.path, without = tree.withoutProject.path
        let project = try XcodeProjectReader().read(projectAt: with + "/App.xcodeproj")
        let files = project.targets.reduce(0) { $0 + $1.sourceFiles.count + $1.resourceFiles.count }
        print("tree: \(tree.root.path): \(project.targets.count) targets, \(files) files listed; \(rounds) rounds, interleaved")

        let assignments = InterfaceValidator().targetAssignments(interfacePaths: [with], sourcePaths: [with])
        let placed = assignments.filter { $0.targets.count == 1 }.count
        let first = InterfaceValidator().validate(interfacePaths: [with], sourcePaths: [with]).findings.map { "\($0.rule) \($0.message)" }.sorted()
        let second = InterfaceValidator().validate(interfacePaths: [without], sourcePaths: [without]).findings.map { "\($0.rule) \($0.message)" }.sorted()
        print("(a) places \(placed) of \(assignments.count) XIBs in one target; findings (a) \(first.count), (b) \(second.count)")

        let medians = try InterleavedTiming.medians(rounds: rounds, rows: [
            { _ = InterfaceValidator().validate(interfacePaths: [with], sourcePaths: [with]) },
            { _ = InterfaceValidator().validate(interfacePaths: [without], sourcePaths: [without]) },
            { _ = try XcodeProjectReader().read(projectAt: with + "/App.xcodeproj") },
        ])
        print("")
        print("| row | median ms | ÷ (b) |")
        print("|---|---:|---:|")
        for (label, value) in zip(["(a) validate with the project", "(b) validate without it (folder rules)", "(c) read the project alone"], medians) {
            print(String(format: "| %@ | %.1f | %.3f× |", label, value, value / medians[1]))
        }
        let added = medians[0] / medians[1] - 1
        print(String(format: "\nreading the project adds %.1f%% to validate (bound: 10%%)", added * 100))
        return placed == assignments.count && first == second && added <= 0.10
    }
}
