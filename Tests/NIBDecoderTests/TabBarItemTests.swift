import Testing
import TestSupport
import UIDescription
import NIBDecoder

/// A tab bar controller's tab bar lists (`UIItems`) the tab bar items its view controllers hold (`UITabBarItem`), as a
/// navigation bar lists its controllers' navigation items: the source has each item under its controller
/// (`<tabBarItem key="tabBarItem">`) and none under the tab bar (regression: the items were the tab bar's, and the
/// controllers had none; found on an outside app's compiled storyboard).
@Suite struct TabBarItemTests {
    @Test func eachTabBarItemIsItsControllers() throws {
        var writer = NIBArchiveWriter()
        // 0 root, 1 top-level objects, 2 objects, 3 connections, 4 tab bar controller, 5 tab bar, 6–7 controllers,
        // 8–9 their items, 10 the controllers, 11 the tab bar's items, 12–13 titles.
        writer.addUIKitRoot(topLevel: [4], objects: [4, 5, 6, 7, 8, 9], connections: [])
        writer.addObject(class: "UITabBarController", [("UITabBar", .object(5)), ("UIViewControllers", .object(10))])
        writer.addObject(class: "UITabBar", [("UIItems", .object(11))])
        writer.addObject(class: "UIViewController", [("UITabBarItem", .object(8))])
        writer.addObject(class: "UIViewController", [("UITabBarItem", .object(9))])
        writer.addObject(class: "UITabBarItem", [("UITitle", .object(12))])
        writer.addObject(class: "UITabBarItem", [("UITitle", .object(13))])
        writer.addArray([6, 7])
        writer.addArray([8, 9])
        writer.addString("Red")
        writer.addString("Blue")
        let document = try NIBReader().read(writer.bytes, path: "Tabs.nib")
        let tabBar = try #require(document.allElements.first { document.name(of: $0) == "tabBar" })
        #expect(document.firstChild(of: tabBar, named: "items") == nil)
        let controllers = document.allElements.filter { document.name(of: $0) == "viewController" }
        #expect(controllers.map { controller in
            document.firstChild(of: controller, named: "tabBarItem").flatMap { item in
                document.attribute("key", of: item) == "tabBarItem" ? document.attribute("title", of: item) : nil
            }
        } == ["Red", "Blue"])
    }
}
