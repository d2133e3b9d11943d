/// Static assets of the web chat widget, compiled into the binary so one executable deploys alone.
public enum WebAssets {
    public static let widgetJavaScript: String = "/* widget pending */"
    public static let demoPage: String = "<!doctype html><title>Tanya LPSE</title>"
}
