extension DocumentSplitter {
    /// Collects classified lines into item drafts: a question or heading
    /// opens a draft, text lines join into paragraphs (a blank line ends
    /// one), list lines become steps, and wrapped lines continue the step or
    /// question they belong to.
    struct ItemBuilder {
        struct Draft {
            var line: Int
            var question: String
            /// Heading depth; questions are level 0 (never containers).
            var level: Int
            var paragraphs: [String] = []
            var steps: [String] = []
            var category: String?
            /// Still reading the question of a "Q :" line (until "A :").
            var inQuestion = false
            /// Which part the previous line added to, for wrapped lines.
            var last: Part = .none
        }

        enum Part { case none, paragraph, step }

        private var drafts: [Draft] = []
        /// "Q :" drafts waiting for the "A :" they share (seed pages list
        /// two questions over one answer).
        private var waiting: [Draft] = []
        private var current: Draft?
        private var category: String?
        /// The last short line before the first item ("FAQ PENDAFTARAN
        /// PENYEDIA"), a plain line or a heading over a page of questions.
        private(set) var pageTitle: String?

        /// A line before the first item is the page's title when it is short
        /// and not a sentence: an introduction ("Berikut jawaban atas
        /// pertanyaan yang sering diajukan.") says nothing of the topic.
        private mutating func notePageTitle(_ text: String) {
            guard drafts.isEmpty, waiting.isEmpty, current == nil else { return }
            let words = text.split(separator: " ")
            guard !words.isEmpty, words.count <= Self.titleWordLimit, let last = text.last, !".:;,".contains(last) else { return }
            pageTitle = text
        }

        static let titleWordLimit = 8

        mutating func add(_ kind: Line, line: Int, questionMode: Bool) {
            switch kind {
            case .pageMarker:
                return
            case .blank:
                if current?.inQuestion == false { current?.last = .none }
            case let .category(name):
                close()
                category = name.isEmpty ? nil : name
            case let .heading(level, text):
                close()
                if questionMode { notePageTitle(text) } else { current = Draft(line: line, question: text, level: level, category: category) }
            case let .question(text, rest):
                // A wrapped "Q :" question whose last line ends in "?".
                if var open = current, open.inQuestion, rest.isEmpty {
                    open.question += " " + text
                    current = open
                    return
                }
                close()
                current = Draft(line: line, question: text, level: 0, category: category)
                if !rest.isEmpty { appendText(rest) }
            case let .questionMarker(text):
                if let open = current, open.inQuestion || !hasAnswer(open) {
                    var pending = open
                    pending.inQuestion = false
                    waiting.append(pending)
                    current = nil
                } else {
                    close()
                }
                current = Draft(line: line, question: text, level: 0, category: category, inQuestion: true)
            case let .answerMarker(text):
                if current == nil { current = waiting.popLast() }
                current?.inQuestion = false
                current?.last = .none
                if !text.isEmpty { appendText(text) }
            case let .listItem(text):
                guard current != nil else { return }
                if current?.inQuestion == true { current?.question += " " + text; return }
                current?.steps.append(text)
                current?.last = .step
            case let .text(text):
                guard current != nil else {
                    notePageTitle(text)
                    return
                }
                if var open = current, open.inQuestion {
                    open.question += open.question.isEmpty ? text : " " + text
                    current = open
                    return
                }
                appendText(text)
            }
        }

        private func hasAnswer(_ draft: Draft) -> Bool { !draft.paragraphs.isEmpty || !draft.steps.isEmpty }

        private mutating func appendText(_ text: String) {
            guard var draft = current else { return }
            switch draft.last {
            case .paragraph: draft.paragraphs[draft.paragraphs.count - 1] += " " + text
            case .step: draft.steps[draft.steps.count - 1] += " " + text
            case .none: draft.paragraphs.append(text)
            }
            if draft.last == .none { draft.last = .paragraph }
            current = draft
        }

        /// Ends the open draft; "Q :" drafts that were waiting share its answer.
        private mutating func close() {
            guard var draft = current else { return }
            current = nil
            draft.inQuestion = false
            for var pending in waiting {
                if !hasAnswer(pending) {
                    pending.paragraphs = draft.paragraphs
                    pending.steps = draft.steps
                }
                drafts.append(pending)
            }
            waiting.removeAll()
            drafts.append(draft)
        }

        mutating func finish() -> [Draft] {
            close()
            for pending in waiting { drafts.append(pending) }
            waiting.removeAll()
            return drafts.filter { !$0.question.isEmpty }.sorted { $0.line < $1.line }
        }
    }
}
