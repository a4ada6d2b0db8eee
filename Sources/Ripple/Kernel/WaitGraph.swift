/// Which thread waits for which: the edges "waiter → owner of the serializer it waits at", for every
/// thread parked at a serializer.
///
/// A thread that is about to wait for a serializer's turn first asks whether the owner, or whoever the
/// owner waits for, and so on, is the thread itself: then waiting would close a cycle (a feedback
/// loop across threads: an observer of one subject sends to another whose observer sends back)
/// and deadlock. Such a thread queues its work instead, and the owner delivers it before passing
/// the turn on. (Most threads never wait: see ``SerializerState``.) Only contended paths touch the graph, under its own lock, which is always taken
/// after (inside) a serializer's lock and never the other way round.
package enum WaitGraph {
    private static let edges = LockedState([ThreadIdentity: ThreadIdentity]())

    /// Records that `waiter` will wait for `owner`, unless that closes a cycle; returns whether it
    /// was recorded (whether `waiter` may wait).
    package static func beginWaiting(_ waiter: ThreadIdentity, for owner: ThreadIdentity) -> Bool {
        edges.withLock { edges in
            var thread = owner
            for _ in 0...edges.count {
                if thread == waiter { return false }
                guard let next = edges[thread] else { break }
                thread = next
            }
            edges[waiter] = owner
            return true
        }
    }

    /// `threads` stop waiting without being handed a turn (woken to queue their work instead).
    package static func endWaiting(_ threads: some Sequence<ThreadIdentity>) {
        edges.withLock { edges in
            for thread in threads {
                edges[thread] = nil
            }
        }
    }

    /// The turn passed to `newOwner`, which stops waiting; `others` still wait at the same serializer,
    /// now for `newOwner`.
    package static func handOff(to newOwner: ThreadIdentity, stillWaiting others: some Sequence<ThreadIdentity>) {
        edges.withLock { edges in
            edges[newOwner] = nil
            for waiter in others {
                edges[waiter] = newOwner
            }
        }
    }
}
