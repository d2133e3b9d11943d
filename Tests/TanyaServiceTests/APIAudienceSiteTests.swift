import Testing
import TanyaCore
@testable import TanyaService
import TanyaTestSupport

/// Who asks (`audience`) and which office (`site`, or one named in the text) through POST /v1/ask.
@Suite struct APIAudienceSiteTests {
    let harness = Harness()
    static let vendorQuestion = "password sudah direset oleh helpdesk tapi masih gagal login"

    @Test func staffProcedureReachesStaffOnly() throws {
        let vendor = harness.ask(#"{"text":"\#(Self.vendorQuestion)"}"#)
        #expect(vendor.status == 200)
        #expect(vendor.json?["type"]?.stringValue == "clarify", "\(vendor.text)")
        let options = vendor.json?["options"]?.arrayValue?.compactMap { $0["intent"]?.stringValue } ?? []
        #expect(options.first != "reset-password-helpdesk", "a vendor-facing entry is offered first")
        let staff = harness.ask(#"{"text":"\#(Self.vendorQuestion)","audience":"lpse"}"#)
        #expect(staff.json?["intent"]?.stringValue == "reset-password-helpdesk")
        let declaredVendor = harness.ask(#"{"text":"sop reset password helpdesk","audience":"penyedia"}"#)
        #expect(declaredVendor.json?["type"]?.stringValue == "clarify")
        let speaksAsStaff = harness.ask(#"{"text":"sop reset password helpdesk"}"#)
        #expect(speaksAsStaff.json?["intent"]?.stringValue == "reset-password-helpdesk")
    }

    @Test func officeNamedInTheQuestionGivesItsContacts() throws {
        let named = harness.ask(#"{"text":"minta nomor telepon helpdesk lpse kabupaten paser"}"#)
        let values = named.json?["contacts"]?.arrayValue?.compactMap { $0["value"]?.stringValue } ?? []
        #expect(values.contains("0543 - 22695"), "\(named.text)")
        let requested = harness.ask(#"{"text":"minta nomor telepon helpdesk lpse kabupaten paser","site":"babel"}"#)
        let requestedValues = requested.json?["contacts"]?.arrayValue?.compactMap { $0["value"]?.stringValue } ?? []
        #expect(!requestedValues.contains("0543 - 22695"), "the request's site wins")
        #expect(requestedValues.contains("lpse@babelprov.go.id"))
    }

    @Test func questionNamesAnOfficeOverTheServersDefault() throws {
        let server = Harness(defaultSite: "babel")
        let named = server.ask(#"{"text":"minta nomor telepon helpdesk lpse paser"}"#)
        let values = named.json?["contacts"]?.arrayValue?.compactMap { $0["value"]?.stringValue } ?? []
        #expect(values.contains("0543 - 22695"), "\(named.text)")
        let plain = server.ask(#"{"text":"minta nomor telepon helpdesk lpse"}"#)
        let plainValues = plain.json?["contacts"]?.arrayValue?.compactMap { $0["value"]?.stringValue } ?? []
        #expect(plainValues.contains("lpse@babelprov.go.id"))
    }
}
