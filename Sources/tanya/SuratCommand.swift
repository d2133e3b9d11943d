import Foundation
import TanyaCore
import TanyaService

/// `tanya surat`: LKPP's request letter (seed 002's template). Fields come
/// from options (`--company …`), or from one JSON object on standard input
/// (`--json`, the body of `POST /v1/letter`); on a terminal, each missing
/// field is asked for. Prints the letter as text, or HTML with `--html`.
struct SuratCommand {
    let cli: TanyaCLI
    let arguments: ParsedArguments

    /// Options naming the letter's fields: `--user-id` for `user_id`.
    static let flags = LetterRequest.fieldNames.map { "--" + $0.replacing("_", with: "-") }

    func run() throws -> Int32 {
        if let extra = arguments.positional.first { throw UsageError.unexpectedArgument(extra) }
        var values: [String: String] = [:]
        var problems: [LetterFieldError] = []
        if arguments.has("--json") {
            guard let body = try readJSONObject() else { return ExitCode.failure }
            (values, problems) = body
        }
        for (field, flag) in zip(LetterRequest.fieldNames, Self.flags) {
            if let value = arguments.value(flag) { values[field] = value }
        }
        if InputLines.isTerminal && !arguments.has("--json") { ask(for: &values) }
        let letter: LetterRequest
        do {
            letter = try LetterRequest.validated(values, problems: problems)
        } catch {
            cli.stderr.write("tanya surat: periksa kembali isian berikut:\n")
            for field in error.fields { cli.stderr.write("  \(Self.flags[LetterRequest.fieldNames.firstIndex(of: field.field) ?? 0]): \(field.message)\n") }
            return ExitCode.failure
        }
        let today = CalendarDate(unixSeconds: Int(Date().timeIntervalSince1970), utcOffsetHours: 7)
        let document = LetterDocument(letter, date: today)
        cli.stdout.write(arguments.has("--html") ? document.html : document.text)
        return ExitCode.success
    }

    /// Prompts for every field not given yet, in the letter's order.
    func ask(for values: inout [String: String]) {
        let input = LineReader()
        cli.stderr.write("Isi data surat permohonan ke LKPP (Enter untuk melewati kolom yang boleh kosong).\n")
        for field in LetterRequest.fieldNames where (values[field] ?? "").isEmpty {
            var prompt = LetterRequest.label(field)
            if field == "category" { prompt += " (" + LetterRequest.Category.allCases.map(\.rawValue).joined(separator: ", ") + ")" }
            if field == "position" { prompt += " (bawaan: Direktur)" }
            cli.stderr.write(prompt + ": ")
            guard let line = input.next() else { return }
            values[field] = line
        }
    }

    /// The fields of one JSON object on standard input; nil (after a message) when it is not one.
    func readJSONObject() throws -> ([String: String], [LetterFieldError])? {
        let data = FileHandle.standardInput.readDataToEndOfFile()
        let parsed: JSONValue
        do {
            parsed = try JSONValue.parse([UInt8](data))
        } catch {
            cli.stderr.write("tanya surat: stdin bukan JSON yang sah (\(error))\n")
            return nil
        }
        guard case let .object(members) = parsed else {
            cli.stderr.write("tanya surat: stdin harus satu objek JSON, misalnya {\"company\": \"PT Contoh\", ...}\n")
            return nil
        }
        var values: [String: String] = [:]
        var problems: [LetterFieldError] = []
        for field in LetterRequest.fieldNames {
            switch members[field] {
            case let .string(text)?: values[field] = text
            case nil, .null?: break
            case let other?:
                problems.append(LetterFieldError(field: field, message: "\(LetterRequest.label(field)) harus berupa teks, bukan \(other.typeName).",
                                                 messageEnglish: "Field '\(field)' must be a string, not \(other.typeName)."))
            }
        }
        return (values, problems)
    }
}
