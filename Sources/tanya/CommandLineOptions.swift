/// A command-line mistake: printed as one line plus usage on stderr, exit 2.
enum UsageError: Error, Equatable, CustomStringConvertible {
    case unknownCommand(String)
    case unknownOption(String, command: String)
    case missingValue(String)
    case invalidValue(option: String, value: String, expected: String)
    case missingArgument(String)
    case unexpectedArgument(String)

    var description: String {
        switch self {
        case let .unknownCommand(name): return "perintah tidak dikenal: '\(name)'"
        case let .unknownOption(option, command): return "opsi tidak dikenal untuk '\(command)': \(option)"
        case let .missingValue(option): return "opsi \(option) membutuhkan nilai"
        case let .invalidValue(option, value, expected): return "nilai '\(value)' untuk \(option) tidak sah: \(expected)"
        case let .missingArgument(what): return "argumen kurang: \(what)"
        case let .unexpectedArgument(value): return "argumen tidak diharapkan: '\(value)'"
        }
    }
}

/// The subcommands of `tanya`.
enum Command: String, CaseIterable {
    case chat, ask, check, eval, knowledge, serve, report, surat
    case `import`

    /// Options each command accepts (`true` = takes a value).
    var options: [String: Bool] {
        let common = ["--knowledge": true, "--help": false, "-h": false]
        switch self {
        case .chat: return common.merging(["--site": true, "--audience": true]) { $1 }
        case .ask: return common.merging(["--site": true, "--audience": true, "--json": false, "--intent": true, "--explain": false, "--jobs": true]) { $1 }
        case .check: return common.merging(["--quiet": false, "--strict": false, "--eval": false, "--no-eval": false]) { $1 }
        case .eval: return common.merging(["--site": true, "--min-accuracy": true, "--max-confident-wrong": true, "--misses": false, "--json": false, "--sweep": false]) { $1 }
        case .knowledge: return common.merging(["--json": false]) { $1 }
        case .import: return common
        case .serve: return common.merging(["--site": true, "--host": true, "--port": true, "--cors-origin": true, "--workers": true]) { $1 }
        case .report: return common.merging(["--since": true, "--site": true, "--json": false, "--html": true, "--top": true]) { $1 }
        case .surat: return common.merging(Dictionary(uniqueKeysWithValues: SuratCommand.flags.map { ($0, true) })
                                           .merging(["--json": false, "--html": false]) { $1 }) { $1 }
        }
    }
}

/// Parsed command line: the command, its options (repeatable ones keep
/// every value) and positional arguments.
struct ParsedArguments {
    var command: Command
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    var positional: [String] = []
    var showVersion = false
    var showHelp = false

    func value(_ option: String) -> String? { values[option]?.last }
    func all(_ option: String) -> [String] { values[option] ?? [] }
    func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// The whole number given for `option`, or `fallback` when it is absent;
    /// a value that is not a number in `range` is a usage error naming `expected`.
    func integer(_ option: String, default fallback: Int, range: ClosedRange<Int>, expected: String) throws(UsageError) -> Int {
        guard let raw = value(option) else { return fallback }
        guard let number = Int(raw), range.contains(number) else {
            throw .invalidValue(option: option, value: raw, expected: expected)
        }
        return number
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var rest = arguments[...]
        var command = Command.chat
        if let first = rest.first {
            if first == "--version" || first == "-V" {
                var parsed = ParsedArguments(command: .chat)
                parsed.showVersion = true
                return parsed
            }
            if !first.hasPrefix("-") {
                guard let named = Command(rawValue: first) else { throw .unknownCommand(first) }
                command = named
                rest = rest.dropFirst()
            }
        }
        var parsed = ParsedArguments(command: command)
        let accepted = command.options
        var onlyPositional = false
        while let argument = rest.popFirst() {
            if onlyPositional || !argument.hasPrefix("-") || argument == "-" {
                parsed.positional.append(argument)
                continue
            }
            if argument == "--" { onlyPositional = true; continue }
            if argument == "--version" || argument == "-V" { parsed.showVersion = true; continue }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let takesValue = accepted[name] else { throw .unknownOption(name, command: command.rawValue) }
            if name == "--help" || name == "-h" { parsed.showHelp = true; continue }
            if takesValue {
                guard let value = inlineValue ?? rest.popFirst(), inlineValue != nil || !value.hasPrefix("--") else {
                    throw .missingValue(name)
                }
                parsed.values[name, default: []].append(value)
            } else {
                if inlineValue != nil { throw .invalidValue(option: name, value: inlineValue ?? "", expected: "opsi ini tidak menerima nilai") }
                parsed.flags.insert(name)
            }
        }
        return parsed
    }
}

enum Usage {
    static let version = "tanya 1.0.0"

    static let text = """
    Tanya LPSE: menjawab kendala pengguna LPSE/SPSE dari basis pengetahuan.

    Penggunaan:
      tanya [chat] [--site S] [--audience A] [--knowledge DIR]
                                                      obrolan interaktif (stdin); 'keluar' mengakhiri
      tanya ask [--json] [--site S] [--audience A] [--intent ID] [--jobs N] [TEKS...]
                                                      satu jawaban; --json tanpa TEKS membaca
                                                      satu pertanyaan per baris dari stdin
                                                      (--jobs: jumlah thread penjawab, bawaan:
                                                      jumlah inti; urutan keluaran tetap)
                                                      --explain: tampilkan cara pertanyaan dibaca dan dinilai (stderr)
      tanya check [DIR] [--strict] [--eval] [--knowledge DIR]
                                                      periksa basis pengetahuan (file:baris); contoh yang
                                                      dimenangkan entri lain = peringatan (--strict: gagal)
      tanya eval FILE.tsv [--min-accuracy X] [--max-confident-wrong X] [--misses] [--sweep] [--json]
                                                      uji akurasi pada pertanyaan berlabel, dengan tabel
                                                      keandalan keyakinan; --sweep: hasil untuk ambang
                                                      jawaban lain; --json: ringkasan sebagai JSON
      tanya knowledge --json                          ekspor semua entri dan butir dokumen sebagai baris JSON
      tanya import FILE [--knowledge DIR]             pecah halaman FAQ/pengumuman menjadi draf entri di
                                                      entries/; draf yang sudah diubah staf tidak ditimpa
      tanya report [LOG...] [--since YYYY-MM-DD] [--site S] [--json] [--html FILE] [--top N]
                                                      laporan dari access log (berkas, '-' = stdin,
                                                      .gz juga): jenis jawaban per situs dan hari,
                                                      pertanyaan tak terjawab + entri terdekat,
                                                      pilihan klarifikasi, umpan balik per entri
      tanya surat [--company ... --description ...] [--html]
                                                      surat permohonan ke LKPP (templat seed 002):
                                                      bertanya di terminal, atau dari opsi, atau
                                                      --json: satu objek JSON di stdin
      tanya serve [--host 127.0.0.1] [--port 8080] [--site S] [--cors-origin ORIGIN ...]
                  [--workers N]                       server HTTP/1.1 JSON + widget web;
                                                      --port 0 memilih port bebas (dicetak
                                                      "listening on http://HOST:PORT");
                                                      --cors-origin boleh diulang, satu asal
                                                      per opsi ('*' = semua); --workers:
                                                      jumlah event loop (bawaan: jumlah inti);
                                                      SIGHUP memuat ulang pengetahuan,
                                                      SIGTERM/SIGINT berhenti dengan rapi

    Opsi umum:
      --knowledge DIR   folder basis pengetahuan (bawaan: $TANYA_KNOWLEDGE atau ./knowledge)
      --audience A      siapa yang bertanya: penyedia, ppk, pokja, lpse, umum; prosedur untuk
                        petugas LPSE dijawab langsung hanya untuk 'lpse' atau bila pertanyaannya
                        ditulis sebagai petugas (tanpa --audience: dari kata-kata pertanyaan)
      --help, --version

    Kode keluar: 0 berhasil, 1 pemeriksaan/evaluasi gagal, 2 kesalahan penggunaan.
    """
}
