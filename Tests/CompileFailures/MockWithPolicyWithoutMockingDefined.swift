// expected-error: 'LampRepositoryMock' is unavailable: LampRepositoryMock is generated only where MOCKING is defined
// The mock's initializer with a policy, too, reports the missing MOCKING setting.
import RippleMockable

@Mockable
protocol LampRepository {
    func turnOn(_ id: Int)
}

func relaxedRepository() {
    _ = LampRepositoryMock(policy: .relaxed)
}
