extension FrameworkCatalogue {
    /// The modules of Apple's SDKs (iOS, iPadOS, tvOS, watchOS, visionOS, macOS), the Swift toolchain's own and the
    /// C library's, as `import` and `@import` name them and as the first folder of `#import <Module/Header.h>`. A
    /// source that imports any other module (a Swift package, a pod, a Carthage framework) the repository does not
    /// hold may take classes from it that no scanned file declares.
    public static let systemModules: [String] = """
        Accelerate Accessibility AccessorySetupKit Accounts ActivityKit AdServices AdSupport AddressBook AddressBookUI \
        AppClip AppIntents AppKit AppTrackingTransparency AppleScriptKit AppleScriptObjC ApplicationServices \
        AssetsLibrary AudioToolbox AudioUnit AuthenticationServices AutomatedDeviceEnrollment Automator \
        AVFAudio AVFoundation AVKit AVRouting BackgroundAssets BackgroundTasks BusinessChat CallKit CarPlay Carbon \
        CFNetwork Charts ClassKit ClockKit CloudKit Cocoa Collaboration ColorSync Combine Contacts ContactsUI \
        CoreAudio CoreAudioKit CoreAudioTypes CoreBluetooth CoreData CoreFoundation CoreGraphics CoreHaptics \
        CoreImage CoreLocation CoreLocationUI CoreMedia CoreMIDI CoreML CoreMotion CoreNFC CoreServices \
        CoreSpotlight CoreTelephony CoreText CoreTransferable CoreVideo CoreWLAN CryptoKit CryptoTokenKit \
        DataDetection DeveloperToolsSupport DeviceActivity DeviceCheck DeviceDiscoveryExtension DeviceDiscoveryUI \
        DiskArbitration Dispatch DockKit DriverKit EventKit EventKitUI ExceptionHandling ExecutionPolicy \
        ExposureNotification ExtensionFoundation ExtensionKit ExternalAccessory FamilyControls FileProvider \
        FileProviderUI FinderSync ForceFeedback Foundation GameController GameKit GameplayKit GLKit GLUT \
        GroupActivities HealthKit HealthKitUI HomeKit Hypervisor iAd ICADevices IdentityLookup IdentityLookupUI \
        ImageCaptureCore ImageIO ImageKit InputMethodKit InstallerPlugins Intents IntentsUI IOBluetooth \
        IOBluetoothUI IOKit IOSurface JavaScriptCore JournalingSuggestions LatentSemanticMapping \
        LinkPresentation LocalAuthentication LocalAuthenticationEmbeddedUI ManagedSettings ManagedSettingsUI MapKit \
        MarketplaceKit MatterSupport MediaAccessibility MediaLibrary MediaPlayer MediaSetup MediaToolbox Messages \
        MessageUI Metal MetalFX MetalKit MetalPerformanceShaders MetalPerformanceShadersGraph MetricKit \
        MLCompute MobileCoreServices ModelIO MultipeerConnectivity MusicKit NaturalLanguage NearbyInteraction \
        Network NetworkExtension NotificationCenter OpenAL OpenDirectory OpenGL OpenGLES OSAKit OSLog \
        PassKit PDFKit PencilKit Photos PhotosUI PreferencePanes ProximityReader PushKit PushToTalk QuartzCore \
        Quartz QuickLook QuickLookThumbnailing QuickLookUI RealityFoundation RealityKit ReplayKit SafariServices \
        SafetyKit SceneKit ScreenCaptureKit ScreenSaver ScreenTime ScriptingBridge SecureElementCredential Security \
        SecurityFoundation SecurityInterface SensitiveContentAnalysis SensorKit ServiceManagement SharedWithYou \
        SharedWithYouCore ShazamKit Social SoundAnalysis Speech SpriteKit StoreKit SwiftData SwiftUI \
        Symbols SystemConfiguration SystemExtensions TabularData TipKit TVMLKit TVServices TVUIKit Twitter UIKit \
        UniformTypeIdentifiers UserNotifications UserNotificationsUI VideoSubscriberAccount VideoToolbox Virtualization \
        Vision VisionKit WatchConnectivity WatchKit WeatherKit WebKit WidgetKit WorkoutKit XCTest \
        Swift SwiftOnoneSupport _Concurrency _StringProcessing Observation RegexBuilder Synchronization Distributed \
        Testing Cxx CxxStdlib ObjectiveC Darwin Glibc Musl WinSDK os simd Foundation FoundationEssentials \
        FoundationInternationalization FoundationNetworking FoundationXML CoreFoundation objc libkern mach \
        xpc zlib sqlite3 libxml2 CommonCrypto Compression OpenGLES UIKitCore
        """.split(whereSeparator: \.isWhitespace).map(String.init)
}
