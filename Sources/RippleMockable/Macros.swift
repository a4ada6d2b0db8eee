#if Mocks
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
/// The mock exists only where the compilation condition `MOCKING` is defined: define it for debug
/// builds of the module that declares the protocol, so that release builds contain no mock (see
/// <doc:KeepingMocksOutOfReleaseBuilds>).
///
/// For each method with base name `m` the mock has `mCallsCount`, `mCalled`, the received
/// arguments (`mReceived<Name>` or `mReceivedArguments`, and `mReceivedInvocations`), and the
/// answers a test can give: `mReturnValue`, `mReturnValues` (a queue), `mReturns(_:…)` (by
/// argument), `mClosure` and, for throwing methods, `mThrowableError` and `mResults`. Every call
/// is appended to `invocations` as `name(label:label:)` and to `calls` as a typed call that
/// compares with its arguments. Properties count their reads and writes. See
/// <doc:GeneratedMocks> for the complete naming rules, the policy for unstubbed calls, and every
/// protocol shape.
@attached(peer, names: suffixed(Mock), named(==))
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

/// Generates composable lenses for an immutable struct: `Lenses`, with one ``Lens`` per stored
/// property, and `static var lens`.
///
/// ```swift
/// @Lensable
/// struct LightWithState {
///     let light: Light
///     let lightState: LightState
/// }
///
/// let isOn = LightWithState.lens.lightState.isOn   // through LightState's own lenses
/// let on = isOn.set(true, in: light)
/// ```
///
/// A lens reads its part (`get`), makes a copy with a new part (`set(_:in:)`, `modify`), and
/// composes with the lenses of the part when the part is `@Lensable` too, or with `then(_:)`.
/// Copies are made like ``Modifiable()``'s: with the memberwise initializer or an initializer
/// taking every stored property in order; constants with an initial value and properties less
/// visible than the struct get no lens.
@attached(member, names: named(Lenses), named(lens))
@attached(extension, conformances: Lensable)
public macro Lensable() = #externalMacro(module: "RippleMocksMacros", type: "LensableMacro")
#endif
