/// Checking the letter's fields: each missing or malformed one is named, all at once.
extension LetterRequest {
    /// A letter from field values as typed (`nil` = not given). Values are
    /// trimmed; every problem is collected before throwing.
    /// - Parameter problems: problems the caller already found (a value of the wrong JSON type).
    public static func validated(_ values: [String: String], problems: [LetterFieldError] = []) throws(LetterValidationError) -> LetterRequest {
        var errors = problems
        let named = Set(problems.map(\.field))
        func value(_ field: String) -> String {
            let raw = values[field] ?? ""
            let text = trimmed(raw)
            guard !named.contains(field) else { return text }
            if text.isEmpty {
                if !optionalFields.contains(field) {
                    errors.append(LetterFieldError(field: field, message: "\(label(field)) wajib diisi.", messageEnglish: "Field '\(field)' is required."))
                }
                return text
            }
            // Counted as JSON Schema counts (Unicode scalars), before trimming.
            let limit = maximumLength(field)
            if raw.unicodeScalars.count > limit {
                errors.append(LetterFieldError(field: field, message: "\(label(field)) terlalu panjang: paling banyak \(limit) karakter.",
                                               messageEnglish: "Field '\(field)' is longer than \(limit) characters."))
            } else if field != "description" && field != "address", text.unicodeScalars.contains(where: isControl) {
                errors.append(LetterFieldError(field: field, message: "\(label(field)) harus satu baris teks.",
                                               messageEnglish: "Field '\(field)' must be one line of text."))
            } else if let problem = shapeProblem(field, text) {
                errors.append(problem)
            }
            return text
        }
        let company = value("company"), director = value("director"), position = value("position")
        let address = value("address"), npwp = value("npwp"), phone = value("phone"), email = value("email")
        let userID = value("user_id"), categoryText = value("category"), description = value("description"), place = value("place")
        // Exactly an id or a label, as the API document lists them.
        let categoryRaw = values["category"] ?? ""
        let category = Category(rawValue: categoryRaw) ?? Category.allCases.first { $0.label == categoryRaw }
        if category == nil, !categoryText.isEmpty, !named.contains("category") {
            let choices = Category.allCases.map(\.rawValue).joined(separator: ", ")
            errors.append(LetterFieldError(field: "category", message: "Kategori permohonan harus salah satu dari: \(choices).",
                                           messageEnglish: "Field 'category' must be one of: \(choices)."))
        }
        guard errors.isEmpty, let category else {
            throw LetterValidationError(fields: sortedByField(errors))
        }
        return LetterRequest(company: company, director: director, position: position.isEmpty ? "Direktur" : position, address: address,
                             npwp: npwp, phone: phone, email: email, userID: userID, category: category, description: description,
                             place: place.isEmpty ? nil : place)
    }

    /// The problems in the letter's field order.
    static func sortedByField(_ errors: [LetterFieldError]) -> [LetterFieldError] {
        errors.enumerated().sorted { left, right in
            let a = fieldNames.firstIndex(of: left.element.field) ?? fieldNames.count
            let b = fieldNames.firstIndex(of: right.element.field) ?? fieldNames.count
            return a != b ? a < b : left.offset < right.offset
        }.map(\.element)
    }

    static func trimmed(_ text: String) -> String {
        var slice = Substring(text)
        while let first = slice.first, first.isWhitespace { slice = slice.dropFirst() }
        while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
        return String(slice)
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// The problem with a field's shape (NPWP, phone, email, user id), if any.
    static func shapeProblem(_ field: String, _ text: String) -> LetterFieldError? {
        switch field {
        case "npwp":
            let digits = text.filter(\.isASCIIDigit).count
            let onlyNPWPCharacters = text.allSatisfy { $0.isASCIIDigit || $0 == "." || $0 == "-" || $0 == " " }
            guard onlyNPWPCharacters, digits == 15 || digits == 16 else {
                return LetterFieldError(field: field, message: "NPWP perusahaan harus 15 atau 16 angka, misalnya 01.234.567.8-901.000.",
                                        messageEnglish: "Field 'npwp' must have 15 or 16 digits, e.g. 01.234.567.8-901.000.")
            }
        case "phone":
            let digits = text.filter(\.isASCIIDigit).count
            let onlyPhoneCharacters = text.allSatisfy { $0.isASCIIDigit || " +-()/.,".contains($0) }
            guard onlyPhoneCharacters, digits >= 7, digits <= 40 else {
                return LetterFieldError(field: field, message: "Nomor telepon hanya berisi angka (boleh dengan + - ( ) / spasi), minimal 7 angka, misalnya 0761 123456.",
                                        messageEnglish: "Field 'phone' must be a phone number: digits and + - ( ) / spaces, at least 7 digits.")
            }
        case "email":
            guard isEmailShaped(text) else {
                return LetterFieldError(field: field, message: "Email perusahaan tidak sah; contoh: direktur@perusahaan.co.id.",
                                        messageEnglish: "Field 'email' is not an email address such as director@company.co.id.")
            }
        case "user_id":
            guard !text.contains(where: \.isWhitespace) else {
                return LetterFieldError(field: field, message: "User ID SPSE tidak boleh berisi spasi.",
                                        messageEnglish: "Field 'user_id' must not contain spaces.")
            }
        default: break
        }
        return nil
    }

    /// `local@domain.tld`: one `@`, no spaces, a dot inside the domain.
    static func isEmailShaped(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !text.contains(where: { $0.isWhitespace || "<>,;\"()[]\\".contains($0) }) else { return false }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty } && (labels.last?.count ?? 0) >= 2
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
