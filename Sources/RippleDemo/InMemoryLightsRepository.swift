import Ripple

/// A hub kept in memory: toggling a light takes `latency`, measured on `scheduler`, so the same
/// repository runs in real time on a dispatch queue and in virtual time on a `TestScheduler`.
final class InMemoryLightsRepository: LightsRepository, Sendable {
    private let lights: [Light]
    private let states: BehaviorSubject<[LightState]>
    private let latency: RxTimeInterval
    private let scheduler: any SchedulerType

    /// A hub with `lights`, all off.
    init(lights: [Light], latency: RxTimeInterval, scheduler: any SchedulerType) {
        self.lights = lights
        states = BehaviorSubject(value: lights.map { LightState(lightId: $0.id, isOn: false) })
        self.latency = latency
        self.scheduler = scheduler
    }

    func queryAllLights() -> Observable<[Light]> {
        .just(lights)
    }

    func queryAllLightStates() -> Observable<[LightState]> {
        states.asObservable()
    }

    func toggleLight(withId id: Int) -> Completable {
        Completable.create { [states, latency, scheduler] observer in
            scheduler.scheduleRelative((), dueTime: latency) { _ in
                do {
                    let toggled = try states.value().map { $0.lightId == id ? LightState(lightId: id, isOn: !$0.isOn) : $0 }
                    states.onNext(toggled)
                    observer(.completed)
                } catch {
                    observer(.error(error))
                }
                return Disposables.create()
            }
        }
    }
}
