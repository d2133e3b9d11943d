// replaced once the HTTP parser lands
