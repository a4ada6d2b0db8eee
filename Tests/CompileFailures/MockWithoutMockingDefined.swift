// expected-error: 'LampRepositoryMock' is unavailable: LampRepositoryMock is generated only where MOCKING is defined: add swiftSettings: [.define("MOCKING", .when(configuration: .debug))] to the target that declares LampRepository
// Without MOCKING, @Mockable declares the mock's name unavailable, with the setting to add in
// the message, so that using the mock does not end in "cannot find 'LampRepositoryMock' in scope".
import RippleMockable

@Mockable
protocol LampRepository {
    func turnOn(_ id: Int)
}

func lampTurnsOn() {
    let repository = LampRepositoryMock()
    repository.turnOn(1)
}
