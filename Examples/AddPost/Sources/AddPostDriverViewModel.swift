import Foundation
import Ripple
import RippleActivityTracking
import RippleCocoa

/// The "add post" screen's model as RxCocoa apps write it: the text field and the send button
/// come in as a control property and a control event, the screen's state goes out as drivers and
/// its events as a signal, and an activity indicator tells whether a post is being sent.
///
/// ```
/// text:              e----------ft-------fb
/// sendTaps:          -----x-------x--------x
/// post("feed"):                   --#1             (offline)
/// post("feedback"):                        ---ok|
/// validatedText:     f----------t--------t
/// isSending:         f------------t-f------t----f
/// sendEnabled:       f----------t-f-t------f----t
/// errors:            ---------------o
/// sent:              -------------------------fb
/// ```
final class AddPostDriverViewModel {
    /// Whether the text can be posted: it is not blank.
    let validatedText: Driver<Bool>
    /// Whether a post is being sent.
    let isSending: Driver<Bool>
    /// Whether the send button is enabled: the text is valid and no post is being sent. Emits
    /// only changes; as a driver, it replays the latest to each new subscriber.
    let sendEnabled: Driver<Bool>
    /// The text of each post the server accepted.
    let sent: Signal<String>
    /// What to show for the latest post that failed; the button works again afterwards.
    let errors: Driver<String>

    /// - Parameters:
    ///   - text: The text field's text (`textField.rx.text` in an app).
    ///   - sendTaps: The send button's taps (`button.rx.tap` in an app).
    ///   - post: Sends a post and emits the server's answer (the new post's id).
    init(text: ControlProperty<String?>, sendTaps: ControlEvent<Void>, post: @escaping (String) -> Observable<String>) {
        let activity = ActivityIndicator()
        let failures = ErrorTracker()
        let text = text.orEmpty.asDriver()

        validatedText = text.map { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        isSending = activity.asDriver()
        sendEnabled = Driver.combineLatest(validatedText, isSending) { isValid, isSending in isValid && !isSending }
            .distinctUntilChanged()

        sent = sendTaps.asSignal()
            .withLatestFrom(sendEnabled)
            .filter { $0 }
            .withLatestFrom(text)
            .flatMapFirst { text in
                post(text)
                    .trackActivity(activity)
                    .trackError(failures)
                    .map { _ in text }
                    .asSignal(onErrorSignalWith: .empty())
            }
        errors = failures.asDriver().map { "Not sent: \($0)" }
    }
}
