/// What a subject replays to a new observer, taken under the subject's lock and delivered after
/// it: nothing, a current value, or a copy of a buffer (a copy-on-write value, taken in constant
/// time).
enum ReplaySnapshot<Element> {
    case nothing
    case element(Element)
    case buffer(ReplayBuffer<Element>)

    /// Whether there is nothing to replay.
    var isEmpty: Bool {
        switch self {
        case .nothing: true
        case .element: false
        case .buffer(let buffer): buffer.count == 0
        }
    }

    /// Calls `body` with each element, oldest first, until it returns false.
    func forEach(while body: (Element) -> Bool) {
        switch self {
        case .nothing: break
        case .element(let element): _ = body(element)
        case .buffer(let buffer): buffer.forEach(while: body)
        }
    }
}
