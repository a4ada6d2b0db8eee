import Ripple

/// The demo's scenario: three lights, a user who taps four times, a hub that takes 60 ms to
/// switch a light. Built on any scheduler, so it runs in real time or in virtual time unchanged.
struct LightsScenario {
    /// A tap on a light, `at` milliseconds after the start.
    struct Tap {
        let at: Int
        let lightId: Int
    }

    static let lights = [Light(id: 1, name: "Kitchen"), Light(id: 2, name: "Hall"), Light(id: 3, name: "Porch")]
    static let script = [Tap(at: 100, lightId: 1), Tap(at: 200, lightId: 3), Tap(at: 400, lightId: 1), Tap(at: 500, lightId: 2)]
    static let latency = RxTimeInterval.milliseconds(60)

    /// The ids of the lights the user taps, when they tap them; completes after the last tap.
    /// Shared: subscribing to it and to ``lights-property`` makes one set of taps.
    let taps: Observable<Int>
    /// What the screen shows: every light with its state. Completes once the hub has switched
    /// the light of the last tap.
    let lights: Observable<[LightWithState]>

    init(scheduler: any SchedulerType) {
        let useCase = LightsUseCase(repository: InMemoryLightsRepository(lights: Self.lights, latency: Self.latency, scheduler: scheduler))
        taps = Observable.merge(Self.script.map { tap in
            Observable<Int>.timer(.milliseconds(tap.at), scheduler: scheduler).map { _ in tap.lightId }
        })
        .share()
        let everyToggleDone = taps
            .flatMap { useCase.toggleLight(withId: $0) }
            .asCompletable()
            .andThen(Observable.just(()))
        lights = useCase.lightsWithState().take(until: everyToggleDone)
    }

    /// The name of the light with `id`.
    static func name(ofLight id: Int) -> String {
        lights.first { $0.id == id }?.name ?? "light \(id)"
    }

    /// `all off`, or the lights that are on, such as `Kitchen and Porch on`.
    static func describe(_ lights: [LightWithState]) -> String {
        let on = lights.filter(\.isOn).map(\.light.name)
        switch on.count {
        case 0: return "all off"
        case 1: return "\(on[0]) on"
        default: return on.dropLast().joined(separator: ", ") + " and \(on[on.count - 1]) on"
        }
    }
}
