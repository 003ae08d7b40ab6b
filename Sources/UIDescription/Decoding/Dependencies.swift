/// Services an `init(from:)` can ask for while its outlets are decoded: constructor injection
/// for Interface Builder–designed controllers.
///
/// ```swift
/// var decoder = XIBDecoder()
/// decoder.dependencies.register(APIClient(baseURL: url))
/// // inside init(from decoder: Decoder):
/// self.api = try decoder.dependency(APIClient.self)
/// ```
public struct Dependencies: Sendable {
    private var services: [ObjectIdentifier: any Sendable] = [:]

    /// Creates a `Dependencies` with the default settings.
    public init() {}

    /// Registers `service` under its type (or under `type`, to register it as a protocol or superclass).
    public mutating func register<Service: Sendable>(_ service: Service, as type: Service.Type = Service.self) {
        services[ObjectIdentifier(type)] = service
    }

    /// The service registered under `type`, if any.
    public func resolve<Service>(_ type: Service.Type) -> Service? {
        services[ObjectIdentifier(type)] as? Service
    }

    /// Whether nothing is registered.
    public var isEmpty: Bool { services.isEmpty }
}

extension CodingUserInfoKey {
    /// The `userInfo` key under which the decoders pass their ``Dependencies``.
    public static let uidescDependencies = CodingUserInfoKey(rawValue: "uidesc.dependencies")! // safe: init(rawValue:) never fails, and this is a constant
}

extension Decoder {
    /// The service of type `Service` registered with the decoder (``Dependencies``), or, failing
    /// that, the first `userInfo` value of that type.
    ///
    /// - Throws: ``UIDescriptionError`` of kind ``UIDescriptionError/Kind/missingDependency(_:)``
    ///   naming the type, when nothing of that type was registered.
    public func dependency<Service>(_ type: Service.Type = Service.self) throws -> Service {
        if let dependencies = userInfo[.uidescDependencies] as? Dependencies, let service = dependencies.resolve(type) {
            return service
        }
        for value in userInfo.values {
            if let service = value as? Service { return service }
        }
        let name = String(reflecting: type)
        throw UIDescriptionError(.missingDependency(name),
                                 "no dependency of type \(name) is registered with the decoder; register one with `decoder.dependencies.register(_:)`",
                                 at: (self as? ElementDecoder)?.currentLocation, codingPath: codingPath)
    }
}
