import InterfaceValidation
import Testing

/// outlet-to-repeating-content: outlets into a storyboard's prototype cells from outside them.
@Suite("Outlets into repeating content")
struct RepeatingContentTests {
    static let sources = [
        "/src/Feed.swift": """
            import UIKit
            class FeedViewController: UITableViewController {
                @IBOutlet weak var titleLabel: UILabel!
                @IBOutlet weak var cell: FeedCell!
                @IBOutlet var badges: [UIImageView]!
                @IBOutlet weak var header: UICollectionReusableView!
                @IBOutlet weak var staticLabel: UILabel!
            }
            class FeedCell: UITableViewCell {
                @IBOutlet weak var titleLabel: UILabel!
                @IBOutlet weak var field: UITextField!
            }
            """
    ]

    /// The mistake `ibtool` refuses with "Outlets cannot be connected to repeating content": dragging from a view in a
    /// prototype cell to the view controller's code. Outlets inside the cell, from the cell to the controller, and to
    /// a static table's cells are allowed.
    static let storyboard = Fixture.iOSStoryboard([
        """
        <tableViewController id="feed" customClass="FeedViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
            <tableView key="view" id="table">
                <prototypes>
                    <tableViewCell reuseIdentifier="Feed" id="proto" customClass="FeedCell" customModule="App" customModuleProvider="target">
                        <tableViewCellContentView key="contentView" id="content">
                            <subviews>
                                <label id="protoLabel" userLabel="Title"/>
                                <imageView id="badge"/>
                                <textField id="field">
                                    <connections>
                                        <outlet property="delegate" destination="feed" id="o6"/>
                                    </connections>
                                </textField>
                            </subviews>
                        </tableViewCellContentView>
                        <connections>
                            <outlet property="titleLabel" destination="protoLabel" id="o4"/>
                            <outlet property="field" destination="field" id="o5"/>
                        </connections>
                    </tableViewCell>
                </prototypes>
                <sections>
                    <tableViewSection id="section">
                        <cells>
                            <tableViewCell id="staticCell">
                                <tableViewCellContentView key="contentView" id="staticContent">
                                    <subviews>
                                        <label id="staticLabel"/>
                                    </subviews>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </cells>
                    </tableViewSection>
                </sections>
            </tableView>
            <connections>
                <outlet property="titleLabel" destination="protoLabel" id="o1"/>
                <outlet property="cell" destination="proto" id="o2"/>
                <outletCollection property="badges" destination="badge" id="o3"/>
                <outlet property="staticLabel" destination="staticLabel" id="o7"/>
            </connections>
        </tableViewController>
        """
    ])

    @Test("outlets from outside a prototype cell into it are errors at the connection; inside it, out of it and into static cells they are not")
    func outletsIntoPrototypes() throws {
        let findings = Fixture.findings([try Fixture.graph(Self.storyboard, path: "/p/Main.storyboard")], sources: Self.sources)
        let repeating = findings.with(.outletToRepeatingContent)
        #expect(repeating.map { $0.message.split(separator: "`")[1] } == ["titleLabel", "cell", "badges"], "\(findings)")
        #expect(repeating.allSatisfy { $0.severity == .error })
        let first = try #require(repeating.first)
        #expect(first.message.hasPrefix("outlet `titleLabel` of `tableViewController` (FeedViewController) is connected to `label` 'Title' inside the prototype `tableViewCell` (FeedCell)"))
        #expect(first.location.line == Fixture.line(of: #"id="o1""#, in: Self.storyboard))
        #expect(first.notes.first?.location?.line == Fixture.line(of: #"id="proto""#, in: Self.storyboard))
        #expect(repeating[1].message.contains("is connected to the prototype `tableViewCell` (FeedCell);"))
        #expect(repeating[2].message.hasPrefix("outlet collection `badges`"))
    }

    @Test("collection view cells and supplementary views repeat too; a cell of a collection view inside a prototype repeats within it")
    func collectionViewsAndNesting() throws {
        let storyboard = Fixture.iOSStoryboard([
            """
            <viewController id="vc" customClass="FeedViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                <view key="view" id="root">
                    <subviews>
                        <collectionView id="grid">
                            <cells>
                                <collectionViewCell id="gridCell" customClass="FeedCell" customModule="App" customModuleProvider="target">
                                    <view key="contentView" id="gridContent">
                                        <subviews>
                                            <collectionView id="inner">
                                                <cells>
                                                    <collectionViewCell id="innerCell">
                                                        <view key="contentView" id="innerContent">
                                                            <subviews>
                                                                <label id="innerLabel"/>
                                                            </subviews>
                                                        </view>
                                                    </collectionViewCell>
                                                </cells>
                                            </collectionView>
                                        </subviews>
                                    </view>
                                    <connections>
                                        <outlet property="titleLabel" destination="innerLabel" id="o2"/>
                                    </connections>
                                </collectionViewCell>
                            </cells>
                            <collectionReusableView key="sectionHeaderView" id="headerView"/>
                        </collectionView>
                    </subviews>
                </view>
                <connections>
                    <outlet property="header" destination="headerView" id="o1"/>
                </connections>
            </viewController>
            """
        ])
        let findings = Fixture.findings([try Fixture.graph(storyboard, path: "/p/Grid.storyboard")], sources: Self.sources)
        let repeating = findings.with(.outletToRepeatingContent)
        #expect(repeating.map { $0.message.split(separator: "`")[1] } == ["titleLabel", "header"], "\(findings)")
        #expect(repeating.first?.message.contains("inside the prototype `collectionViewCell`;") == true)
    }
}
