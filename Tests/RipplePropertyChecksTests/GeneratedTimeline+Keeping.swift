#if PropertyChecks
import RipplePropertyChecks

extension GeneratedTimeline {
    /// The elements of this timeline that satisfy `isKept`, each at its time, with no end.
    func keeping(_ isKept: (Element) -> Bool) -> GeneratedTimeline {
        var kept: [(gap: Int, element: Element)] = []
        var time = 0
        var keptTime = 0
        for event in events {
            time += event.gap
            if isKept(event.element) {
                kept.append((gap: time - keptTime, element: event.element))
                keptTime = time
            }
        }
        return GeneratedTimeline(events: kept)
    }
}
#endif
