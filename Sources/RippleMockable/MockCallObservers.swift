/// Tells observers of the calls of generated mocks as they are made.
///
/// Every `@Mockable` mock reports each instance call it records here, after recording it; an
/// observer registered for that mock runs then, on the calling thread. RippleMocks'
/// `scheduler.recordCalls(of:)` uses it to give each call the virtual time it was made at. With no
/// observer, a call costs one lock and one dictionary look-up more.
public enum MockCallObservers {
    private struct Entry {
        let id: Int
        weak var mock: AnyObject?
        let observer: @Sendable (MockCall) -> Void
    }

    private struct Registry {
        var nextID = 0
        var entries: [ObjectIdentifier: [Entry]] = [:]
    }

    private static let registry = MockLocked(Registry())

    /// Calls `observer` with each call that `mock` records from now on, until the returned
    /// observation is cancelled or released, or `mock` is.
    public static func observe(_ mock: AnyObject, _ observer: @escaping @Sendable (MockCall) -> Void) -> MockCallObservation {
        let key = ObjectIdentifier(mock)
        let id = registry.withValue { registry in
            registry.nextID += 1
            registry.entries = registry.entries.filter { _, entries in entries.contains { $0.mock != nil } }
            registry.entries[key, default: []].append(Entry(id: registry.nextID, mock: mock, observer: observer))
            return registry.nextID
        }
        return MockCallObservation {
            registry.withValue { registry in
                registry.entries[key]?.removeAll { $0.id == id }
                if registry.entries[key]?.isEmpty == true {
                    registry.entries[key] = nil
                }
            }
        }
    }

    /// Tells the observers of `mock` that it recorded `call`. Generated mocks call it from
    /// `recordMockCall(_:)`, after recording the call and outside their lock.
    public static func didRecord(_ call: MockCall, by mock: AnyObject) {
        let key = ObjectIdentifier(mock)
        let observers = registry.withValue { registry in
            registry.entries[key]?.filter { $0.mock === mock }.map(\.observer) ?? []
        }
        for observer in observers {
            observer(call)
        }
    }
}
