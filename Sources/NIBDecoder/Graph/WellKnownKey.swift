/// Member keys the reader asks for by name (a string's bytes, an array's items, a number's value, a proxy's identifier,
/// a class swapper's names, a custom class reference, the frame, a constraint's members, the nib's lists, a
/// storyboard's wiring, the connectors' members): resolved to key indices once per archive (``ArchivedObjectGraph``;
/// a well-known key's number in the ``KeyRegistry`` is its raw value), so that the walk finds them by index instead of
/// looking the name up for every object.
enum WellKnownKey: Int, CaseIterable, Sendable {
    // Strings, arrays, dictionaries and numbers.
    case stringBytes, stringText, arrayObjects, dictionaryKeys, arrayItem
    case intValue, doubleValue, longValue, floatValue, boolValue
    // Objects of Interface Builder.
    case proxiedObjectIdentifier, classReference, referenceClassName, referenceModuleName
    case appKitClassName, appKitOriginalClassName, uiKitClassName, uiKitOriginalClassName
    case frame, frameSize, bounds, center, windowRect, buttonStatefulContent, dataSource
    // A constraint's members.
    case firstItem, firstAttribute, firstAttributeV2, secondItem, secondAttribute, secondAttributeV2
    case relation, multiplier, constant, constantV2, priority
    // The lists of a nib's root: iOS (`UINib…Key`) and macOS (`IB.objectdata`, an `NSIBObjectData`).
    case nibTopLevelObjects, nibObjects, nibConnections, nibKeyValuePairs
    case objectData, appKitRoot, appKitObjectsKeys, appKitObjectsValues, appKitOidsKeys, appKitOidsValues, appKitConnections
    // A storyboard's wiring: view nibs, their placeholders and external objects, segue templates, container children.
    case uiKitNibName, appKitNibName, externalObjectPlaceholderIdentifier, uiKitExternalObjectsTable, appKitExternalObjectsTable
    case uiKitDestinationControllerIdentifier, appKitDestinationControllerIdentifier, uiKitIdentifier, appKitIdentifier, unwindAction
    case segueClassName
    case viewControllers, windowContentViewController, navigationItem
    // Connectors: help (tool tips), outlet collections, events, bindings, runtime attributes, key-value pairs.
    case helpFile, appKitDestination, helpMarker, uiKitDestinations, runtimeCollectionClassName, uiKitCollectionClassName
    case addsContentToExistingCollection, eventMask, binding, bindingKeyPath
    case runtimeAttributesObject, runtimeAttributesKeyPaths, runtimeAttributesValues
    case keyValuePairObject, keyValuePairKeyPath, keyValuePairValue
    // Matrices, static tables, prototype nibs, button titles, resources.
    case matrixRows, matrixColumns, tableSections, tableSectionRows, tableRowCell, archiveData, buttonTitle, resourceName
    // A view-based table's cell views kept as nibs of their own (the column they belong to is `appKitIdentifier`).
    case reusableViews, nibFileData, mutableDataBytes, tableColumns
    // Children archived per trait collection (size classes, Xcode 6 and 7): the root's lists, each list's storages,
    // each storage's candidates (its object and key path are `keyValuePairObject` and `keyValuePairKeyPath`).
    case nibTraitStorageLists, traitStorages, relationshipCandidates
    // The tab bar item a controller holds (its tab bar's items repeat it).
    case tabBarItem
    // A UIKit image resource's name and, for an SF Symbol, its symbol name; a button state's images.
    case uiKitResourceName, systemSymbolResourceName, stateImage, stateBackgroundImage, catalogName
    // Colours (``NIBTranslator/colorAttributes(of:)``): AppKit's and UIKit's.
    case colorSpace, rgbText, whiteText, customColorSpace, componentsText, colorSpaceID, colorName
    case uiColorComponentCount, uiRed, uiGreen, uiBlue, uiAlpha, uiWhite, uiSystemColorName

    /// The members a number object (`NSNumber`) keeps its value in, in the order they are tried.
    static let numberValues: [WellKnownKey] = [.intValue, .doubleValue, .longValue, .floatValue, .boolValue]
    /// The members a constraint's attributes come from.
    static let constraintMembers: [WellKnownKey] = [
        .firstItem, .firstAttribute, .firstAttributeV2, .secondItem, .secondAttribute, .secondAttributeV2,
        .relation, .multiplier, .constant, .constantV2, .priority,
    ]

    /// The key as archived.
    var name: String {
        switch self {
        case .stringBytes: "NS.bytes"
        case .stringText: "NS.string"
        case .arrayObjects: "NS.objects"
        case .dictionaryKeys: "NS.keys"
        case .arrayItem: "UINibEncoderEmptyKey"
        case .intValue: "NS.intval"
        case .doubleValue: "NS.dblval"
        case .longValue: "NS.longval"
        case .floatValue: "NS.fltval"
        case .boolValue: "NS.boolval"
        case .proxiedObjectIdentifier: "UIProxiedObjectIdentifier"
        case .classReference: "IBClassReference"
        case .referenceClassName: "IBClassName"
        case .referenceModuleName: "IBModuleName"
        case .appKitClassName: "NSClassName"
        case .appKitOriginalClassName: "NSOriginalClassName"
        case .uiKitClassName: "UIClassName"
        case .uiKitOriginalClassName: "UIOriginalClassName"
        case .frame: "NSFrame"
        case .frameSize: "NSFrameSize"
        case .bounds: "UIBounds"
        case .center: "UICenter"
        case .windowRect: "NSWindowRect"
        case .buttonStatefulContent: "UIButtonStatefulContent"
        case .dataSource: "UIDataSource"
        case .firstItem: "NSFirstItem"
        case .firstAttribute: "NSFirstAttribute"
        case .firstAttributeV2: "NSFirstAttributeV2"
        case .secondItem: "NSSecondItem"
        case .secondAttribute: "NSSecondAttribute"
        case .secondAttributeV2: "NSSecondAttributeV2"
        case .relation: "NSRelation"
        case .multiplier: "NSMultiplier"
        case .constant: "NSConstant"
        case .constantV2: "NSConstantV2"
        case .priority: "NSPriority"
        case .nibTopLevelObjects: "UINibTopLevelObjectsKey"
        case .nibObjects: "UINibObjectsKey"
        case .nibConnections: "UINibConnectionsKey"
        case .nibKeyValuePairs: "UINibKeyValuePairsKey"
        case .objectData: "IB.objectdata"
        case .appKitRoot: "NSRoot"
        case .appKitObjectsKeys: "NSObjectsKeys"
        case .appKitObjectsValues: "NSObjectsValues"
        case .appKitOidsKeys: "NSOidsKeys"
        case .appKitOidsValues: "NSOidsValues"
        case .appKitConnections: "NSConnections"
        case .uiKitNibName: "UINibName"
        case .appKitNibName: "NSNibName"
        case .externalObjectPlaceholderIdentifier: "NSExternalObjectPlaceholderIdentifier"
        case .uiKitExternalObjectsTable: "UIExternalObjectsTableForViewLoading"
        case .appKitExternalObjectsTable: "NSExternalObjectsTableForViewLoading"
        case .uiKitDestinationControllerIdentifier: "UIDestinationViewControllerIdentifier"
        case .appKitDestinationControllerIdentifier: "NSDestinationControllerIdentifier"
        case .uiKitIdentifier: "UIIdentifier"
        case .appKitIdentifier: "NSIdentifier"
        case .unwindAction: "UIAction"
        // A custom segue's class (`<segue kind="custom" customClass="…">`).
        case .segueClassName: "UISegueClassName"
        case .viewControllers: "UIViewControllers"
        case .windowContentViewController: "IBWindowTemplateContentViewController"
        case .navigationItem: "UINavigationItem"
        case .helpFile: "NSFile"
        case .appKitDestination: "NSDestination"
        case .helpMarker: "NSMarker"
        case .uiKitDestinations: "UIDestinations"
        case .runtimeCollectionClassName: "runtimeCollectionClassName"
        case .uiKitCollectionClassName: "UICollectionClassName"
        case .addsContentToExistingCollection: "addsContentToExistingCollection"
        case .eventMask: "UIEventMask"
        case .binding: "NSBinding"
        case .bindingKeyPath: "NSKeyPath"
        case .runtimeAttributesObject: "NSObject"
        case .runtimeAttributesKeyPaths: "NSKeyPaths"
        case .runtimeAttributesValues: "NSValues"
        case .keyValuePairObject: "UIObject"
        case .keyValuePairKeyPath: "UIKeyPath"
        case .keyValuePairValue: "UIValue"
        case .matrixRows: "NSNumRows"
        case .matrixColumns: "NSNumCols"
        case .tableSections: "UITableSections"
        case .tableSectionRows: "UITableSectionRows"
        case .tableRowCell: "UITableRowCell"
        case .archiveData: "archiveData"
        case .buttonTitle: "UITitle"
        case .resourceName: "NSResourceName"
        case .reusableViews: "NSTableViewArchivedReusableViewsKey"
        case .nibFileData: "NSNibFileData"
        case .mutableDataBytes: "NS.data"
        case .tableColumns: "NSTableColumns"
        case .nibTraitStorageLists: "UINibTraitStorageListsKey"
        case .traitStorages: "UITraitStorages"
        case .relationshipCandidates: "UIRelationshipCandidates"
        case .tabBarItem: "UITabBarItem"
        case .uiKitResourceName: "UIResourceName"
        case .systemSymbolResourceName: "UISystemSymbolResourceName"
        case .stateImage: "UIImage"
        case .stateBackgroundImage: "UIBackgroundImage"
        case .catalogName: "NSCatalogName"
        case .colorSpace: "NSColorSpace"
        case .rgbText: "NSRGB"
        case .whiteText: "NSWhite"
        case .customColorSpace: "NSCustomColorSpace"
        case .componentsText: "NSComponents"
        case .colorSpaceID: "NSID"
        case .colorName: "NSColorName"
        case .uiColorComponentCount: "UIColorComponentCount"
        case .uiRed: "UIRed"
        case .uiGreen: "UIGreen"
        case .uiBlue: "UIBlue"
        case .uiAlpha: "UIAlpha"
        case .uiWhite: "UIWhite"
        case .uiSystemColorName: "UISystemColorName"
        }
    }
}
