import Lights
import Ripple

/// The lights the app knows until the hub answers: a repository kept in memory, standing in for
/// the hub's local API.
final class InMemoryLightsRepository: LightsRepository {
    private let lights = BehaviorRelay(value: [
        Light(id: 1, name: "Ceiling", room: "Kitchen"),
        Light(id: 2, name: "Desk lamp", room: "Office"),
    ])
    private let states = BehaviorRelay<[LightState]>(value: [])

    func queryAllLights() -> Observable<[Light]> {
        lights.asObservable()
    }

    func queryAllLightStates() -> Observable<[LightState]> {
        states.asObservable()
    }

    func toggleLight(withId id: Int) -> Completable {
        Completable.create { [states] completable in
            let current = states.value.first { $0.lightId == id }
            let toggled = LightState(lightId: id, isOn: !(current?.isOn ?? false), brightness: current?.brightness ?? 100)
            states.accept(states.value.filter { $0.lightId != id } + [toggled])
            completable(.completed)
            return Disposables.create()
        }
    }
}

// The app: lists the lights, toggles one, and says whether they are all off. Its release build
// is checked to contain no mock (Scripts/check-release-has-no-mocks.sh).
let useCase = LightsUseCase(repository: InMemoryLightsRepository())
let subscription = useCase.areAllLightsOff().subscribe(onNext: { allOff in
    print(allOff ? "All lights are off" : "Some lights are on")
})
_ = useCase.toggleLight(withId: 2).subscribe(onCompleted: { print("Toggled the desk lamp") })
subscription.dispose()
