/// Words of the calendar and the clock, as the lexicon reads them: the
/// days of the week, the months, parts of the day and periods. Two readings
/// start from them: whether an item's text states a time
/// (`Responder.timeStatingWords`) and whether a vague question only says
/// when its problem started (`Classifier.timeWords`).
enum TimeWords {
    static let calendar: WordSet = [
        "senin", "selasa", "rabu", "kamis", "jumat", "sabtu", "minggu",
        "januari", "februari", "maret", "april", "mei", "juni", "juli", "agustus", "september",
        "oktober", "november", "desember",
        "pagi", "siang", "sore", "malam",
        "hari", "pekan", "bulan", "tahun",
    ]
}
