import Ripple

/// Where generated mocks keep the state of their static members: one ``MockLocked`` per mock type.
///
/// Generic types can't have static stored properties, so every mock, generic or not, finds its
/// static state here, keyed by the mock's type (each specialization of a generic mock has its
/// own). Generated code uses it; tests reset it with the mock's `resetStaticState()`.
public enum MockStaticStorage {
    private static let states = LockedState<[Key: AnyObject]>([:])

    private struct Key: Hashable {
        let mock: ObjectIdentifier
        let state: ObjectIdentifier
    }

    /// The static state of `mock`, created with `make` the first time.
    public static func state<State>(of mock: Any.Type, _ make: () -> State) -> MockLocked<State> {
        let key = Key(mock: ObjectIdentifier(mock), state: ObjectIdentifier(State.self))
        let existing = states.withLock { $0[key] }
        if let existing = existing as? MockLocked<State> {
            return existing
        }
        let created = MockLocked(make())
        return states.withLock { states in
            if let raced = states[key] as? MockLocked<State> {
                return raced
            }
            states[key] = created
            return created
        }
    }
}
