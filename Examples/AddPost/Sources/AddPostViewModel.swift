import Foundation
import Ripple

/// The model of the "add post" screen: a text field, a send button, and the posts it sends.
///
/// ```
/// text:              e----------ft-------fb
/// sendTaps:          -----x-------x--------x
/// post("feed"):                   --#1             (offline)
/// post("feedback"):                        ---ok|
/// validatedText:     f----------t--------t
/// sendEnabled:       f----------t-f-t------f----t
/// errors:            ---------------o
/// sent:              -------------------------fb
/// ```
final class AddPostViewModel {
    /// Whether the text can be posted: it is not blank.
    let validatedText: Observable<Bool>
    /// Whether the send button is enabled: the text is valid and no post is being sent. Emits
    /// only changes, and replays the latest to each new subscriber.
    let sendEnabled: Observable<Bool>
    /// The text of each post the server accepted.
    let sent: Observable<String>
    /// What to show for each post that failed; the button works again afterwards.
    let errors: Observable<String>

    /// - Parameters:
    ///   - text: The text field's text, as the user types.
    ///   - sendTaps: The send button's taps.
    ///   - post: Sends a post and emits the server's answer (the new post's id).
    init(text: Observable<String>, sendTaps: Observable<Void>, post: @escaping (String) -> Observable<String>) {
        let isSending = BehaviorRelay(value: false)

        validatedText = text.map { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }

        sendEnabled = Observable.combineLatest(validatedText, isSending) { isValid, isSending in isValid && !isSending }
            .distinctUntilChanged()
            .share(replay: 1)

        let results = sendTaps
            .withLatestFrom(sendEnabled)
            .filter { $0 }
            .withLatestFrom(text)
            .flatMapLatest { text in
                post(text)
                    .map { _ in text }
                    .do(onSubscribe: { isSending.accept(true) }, onDispose: { isSending.accept(false) })
                    .materialize()
            }
            .share()

        sent = results.compactMap(\.element)
        errors = results.compactMap(\.error).map { "Not sent: \($0)" }
    }
}
