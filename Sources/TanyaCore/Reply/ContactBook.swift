/// The contact lines of one site that entries name by key (`contacts:`):
/// the national contacts of `contacts.md` and the site's own channels.
/// Built once per site at load: every entry on every site built its lines
/// afresh, reading a link from each value's bytes again (some 600 links
/// for the shipped base, about 40 distinct).
struct ContactBook: Sendable {
    /// A national contact's line, by key.
    let national: [String: Reply.ContactLine]
    /// The site's own lines, in `SiteProfile.contactFields` order (fields
    /// the site leaves empty left out).
    let siteLines: [(field: String, line: Reply.ContactLine)]

    init(site: SiteProfile, base: KnowledgeBase) {
        var national: [String: Reply.ContactLine] = [:]
        national.reserveCapacity(base.contacts.count)
        for (key, contact) in base.contacts {
            national[key] = Reply.ContactLine(label: contact.label, value: contact.value, href: ContactLinks.href(for: contact.value))
        }
        self.national = national
        var siteLines: [(field: String, line: Reply.ContactLine)] = []
        for (field, label) in SiteProfile.contactFields {
            if let value = site[field] { siteLines.append((field, Self.siteLine(field: field, label: label, value: value, site: site))) }
        }
        self.siteLines = siteLines
    }

    /// The lines `keys` name, each once, in the order first named: "site"
    /// is every channel of the site, "site.FIELD" one of them, any other
    /// key a national contact; an unknown key names nothing.
    func lines(for keys: [String]) -> [Reply.ContactLine] {
        var lines: [Reply.ContactLine] = []
        func add(_ line: Reply.ContactLine) { if !lines.contains(line) { lines.append(line) } }
        for key in keys {
            if key == "site" {
                for (_, line) in siteLines { add(line) }
            } else if key.hasPrefix("site.") {
                let field = String(key.dropFirst(5))
                // The first label given for the field, as the site's own channel.
                if let line = siteLines.first(where: { $0.field == field })?.line { add(line) }
            } else if let line = national[key] {
                add(line)
            }
        }
        return lines
    }

    private static func siteLine(field: String, label: String, value: String, site: SiteProfile) -> Reply.ContactLine {
        let href = field == "address" || field == "helpdesk" || field == "fax" ? nil : ContactLinks.href(for: value)
        return Reply.ContactLine(label: "\(label) \(site.name)", value: value, href: href)
    }
}
