/// The fields of LKPP's "permohonan penanganan permasalahan" letter (the
/// template in seed 002): who asks (the company's director), the SPSE user
/// it concerns, the category and the problem. Pure: validation and
/// rendering need no I/O, so the CLI and the API share them.
public struct LetterRequest: Sendable, Equatable {
    /// The template's categories under "Agregasi data Penyedia".
    public enum Category: String, Sendable, CaseIterable {
        case permasalahanLogin = "permasalahan-login"
        case sinkronisasiData = "sinkronisasi-data"
        case permohonanAgregasi = "permohonan-agregasi"

        /// As the template writes it.
        public var label: String {
            switch self {
            case .permasalahanLogin: return "Permasalahan Login"
            case .sinkronisasiData: return "Sinkronisasi Data"
            case .permohonanAgregasi: return "Permohonan agregasi"
            }
        }
    }

    public var company: String
    public var director: String
    /// The signer's title; LKPP asks for the director, so "Direktur" unless given.
    public var position: String
    public var address: String
    public var npwp: String
    public var phone: String
    public var email: String
    public var userID: String
    public var category: Category
    public var description: String
    /// The city written above the signature ("Pekanbaru, 23 November 2026"); a blank to fill by hand when nil.
    public var place: String?

    public init(company: String, director: String, position: String = "Direktur", address: String, npwp: String, phone: String,
                email: String, userID: String, category: Category, description: String, place: String? = nil) {
        self.company = company
        self.director = director
        self.position = position
        self.address = address
        self.npwp = npwp
        self.phone = phone
        self.email = email
        self.userID = userID
        self.category = category
        self.description = description
        self.place = place
    }

    /// The field names of the API and of `tanya surat --json`, in the letter's order.
    public static let fieldNames = ["company", "director", "position", "address", "npwp", "phone", "email", "user_id",
                                    "category", "description", "place"]
    /// Fields that may be left out.
    public static let optionalFields: Set<String> = ["position", "place"]

    /// Each field's label, as a person filling the form reads it.
    public static func label(_ field: String) -> String {
        switch field {
        case "company": return "Nama perusahaan"
        case "director": return "Nama direktur"
        case "position": return "Jabatan"
        case "address": return "Alamat perusahaan"
        case "npwp": return "NPWP perusahaan"
        case "phone": return "Telepon/Fax/HP"
        case "email": return "Email perusahaan"
        case "user_id": return "User ID SPSE"
        case "category": return "Kategori permohonan"
        case "description": return "Deskripsi permasalahan"
        case "place": return "Kota (tempat surat dibuat)"
        default: return field
        }
    }

    /// Longest accepted value of each field, in characters.
    public static func maximumLength(_ field: String) -> Int {
        switch field {
        case "description": return 2000
        case "address": return 300
        case "company": return 200
        default: return 100
        }
    }
}

/// Every field a letter cannot be made with (never empty).
public struct LetterValidationError: Error, Sendable, Equatable {
    public var fields: [LetterFieldError]

    public init(fields: [LetterFieldError]) { self.fields = fields }
}

/// One field a letter cannot be made with, and why (in Indonesian and English).
public struct LetterFieldError: Sendable, Equatable, Error {
    public var field: String
    public var message: String
    public var messageEnglish: String

    public init(field: String, message: String, messageEnglish: String) {
        self.field = field
        self.message = message
        self.messageEnglish = messageEnglish
    }
}
