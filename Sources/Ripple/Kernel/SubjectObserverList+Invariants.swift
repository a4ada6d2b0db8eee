extension SubjectObserverList {
    /// Traps, naming the broken invariant, unless the list is consistent: it holds at least one
    /// box, no more than its storage has room for, and no two boxes with the same key (a key names
    /// the subscription that ``removing(key:)`` removes).
    func checkInvariants() {
        let count = count
        precondition(count >= 1, "SubjectObserverList: a list of \(count) observers; an empty list is nil")
        precondition(count <= capacity, "SubjectObserverList: \(count) observers in room for \(capacity)")
        var keys = Set<UInt64>()
        for index in 0..<count {
            let key = box(at: index).key
            precondition(keys.insert(key).inserted, "SubjectObserverList: the key \(key) appears twice")
        }
    }
}
