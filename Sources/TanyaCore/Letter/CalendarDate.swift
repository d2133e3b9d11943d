/// A day of the Gregorian calendar: the letter's place-and-date line and
/// the access log's timestamps.
public struct CalendarDate: Sendable, Equatable {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day of a moment, seen from a time zone `utcOffsetHours` from UTC.
    public init(unixSeconds: Int, utcOffsetHours: Int = 0) {
        let seconds = unixSeconds + utcOffsetHours * 3600
        self.init(daysSince1970: seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400)
    }

    /// H. Hinnant's civil_from_days, for the proleptic Gregorian calendar.
    public init(daysSince1970 days: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }
}
