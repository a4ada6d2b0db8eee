/// Generates `<Protocol>Mock`, a spy test double for the protocol it is attached to.
///
/// ```swift
/// @Mockable
/// protocol LightsRepository {
///     func queryAllLights() -> Observable<[LightModel]>
///     func toggleLight(withId id: Int) -> Completable
/// }
///
/// let repository = LightsRepositoryMock()
/// repository.queryAllLightsReturnValue = .just(lights)
/// ```
///
/// For each method with base name `m` the mock has `mCallsCount`, `mCalled`, the received
/// arguments (`mReceived<Name>` or `mReceivedArguments`, and `mReceivedInvocations`),
/// `mReturnValue`, `mClosure` and, for throwing methods, `mThrowableError`. Every call is also
/// appended to `invocations` as `name(label:label:)`. See <doc:GeneratedMocks> for the complete
/// naming rules, overloads, properties, static members, generic and `Sendable` protocols.
@attached(peer, names: suffixed(Mock))
public macro Mockable() = #externalMacro(module: "RippleMocksMacros", type: "MockableMacro")

/// Generates `modify(...)` on a struct: a copy with some stored properties changed.
///
/// ```swift
/// @Modifiable
/// struct Light {
///     let id: Int
///     let name: String
///     let room: String?
/// }
///
/// let renamed = light.modify(name: "Desk")
/// let unassigned = light.modify(room: .some(nil)) // optionals take `T??`, so nil can be set
/// ```
///
/// Each stored property becomes a parameter defaulting to `nil` ("keep the current value"), except
/// constants with an initial value, which can't change, and properties less visible than the
/// struct (or `private`), which `modify(...)`, as visible as the struct, must not expose; those keep
/// their values. The copy is made with the memberwise initializer, or with an initializer the
/// struct declares that takes every stored property in order.
@attached(member, names: named(modify))
public macro Modifiable() = #externalMacro(module: "RippleMocksMacros", type: "ModifiableMacro")
