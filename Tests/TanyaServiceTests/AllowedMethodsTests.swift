import Testing
@testable import TanyaService

/// `allowedMethods(route:)` answers from a switch for speed; it must keep
/// agreeing with the route table it is derived from.
@Suite struct AllowedMethodsTests {
    @Test func everyRouteAllowsItsMethodsHeadWithGetAndOptions() {
        for (route, methods) in TanyaAPI.routes {
            let expected = methods + (methods.contains("GET") ? ["HEAD"] : []) + ["OPTIONS"]
            #expect(TanyaAPI.allowedMethods(route: route) == expected, "\(route)")
        }
        #expect(TanyaAPI.allowedMethods(route: "(unknown)") == nil)
        #expect(TanyaAPI.allowedMethods(route: "/v1/nope") == nil)
    }
}
