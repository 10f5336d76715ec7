import AdaptLintCore
import XCTest

@testable import AdaptLintCode

/// Which bodies the check phase leaves out, and that leaving them out changes no finding.
final class BodyPrunerTests: XCTestCase {
  /// The code tokens left after pruning with hits at the start of every occurrence of `words`.
  private func kept(_ source: String, _ dialect: Dialect, words: [String]) -> String {
    let file = TokenizedFile(source: source, dialect: dialect)
    var hits: [Int32] = []
    _ = WordSet(words.map { ($0, 1) }).scan(file.bytes, hits: &hits)
    return text(BodyPruner.prune(file, hits: hits))
  }

  private func text(_ file: TokenizedFile) -> String {
    file.tokens.map { file.text($0) }.joined(separator: " ")
  }

  /// The code tokens left after pruning for the index, with the index's words as hits.
  private func keptForIndex(_ source: String, _ dialect: Dialect) -> String {
    let file = TokenizedFile(source: source, dialect: dialect)
    return text(
      BodyPruner.prune(file, hits: CodeIndexer.prefilter.hits(file.bytes), resultless: true))
  }

  func testSwiftMembersWithoutAWordAreEmptiedAndTypeBodiesEntered() {
    let source = """
      final class Card: UIView {
        private let title = UILabel()
        override func layoutSubviews() {
          super.layoutSubviews()
          title.frame = bounds
        }
        func pin() {
          heightAnchor.constraint(equalToConstant: 44).isActive = true
        }
        var isCompact: Bool { bounds.width < 300 }
      }
      """
    XCTAssertEqual(
      kept(source, .swift, words: ["constraint"]),
      "final class Card : UIView { private let title = UILabel ( ) override func layoutSubviews ( ) "
        + "{ } func pin ( ) { heightAnchor . constraint ( equalToConstant : 44 ) . isActive = true } "
        + "var isCompact : Bool { } }")
  }

  func testAWordInTheSignatureKeepsTheBody() {
    let source = """
      extension Card {
        func layout(isPlus: Bool) {
          top.constant = 10
        }
      }
      """
    XCTAssertEqual(
      kept(source, .swift, words: ["isPlus"]),
      "extension Card { func layout ( isPlus : Bool ) { top . constant = 10 } }")
  }

  func testTopLevelStatementsAreKept() {
    // the condition lies outside the block: the block is kept whole
    let source = "if isPlus {\n  top.constant = 10\n}\nfunc f() { a = 1 }\n"
    XCTAssertEqual(
      kept(source, .swift, words: ["isPlus"]),
      "if isPlus { top . constant = 10 } func f ( ) { }")
  }

  func testCommentsAndPreprocessorLinesInsideAnEmptiedBodyStay() {
    let source = """
      - (void)viewDidLoad {
          // adaptlint:disable per_device_constant
      #define PAD 10
          self.view.backgroundColor = UIColor.whiteColor;
      }
      - (void)pin {
          [self.view mas_makeConstraints:^(MASConstraintMaker *make) { make.left.offset(PAD); }];
      }
      """
    XCTAssertEqual(
      kept(source, .objc, words: ["mas_makeConstraints"]),
      "- ( void ) viewDidLoad { // adaptlint:disable per_device_constant #define PAD 10  } "
        + "- ( void ) pin { [ self . view mas_makeConstraints : ^ ( MASConstraintMaker * make ) "
        + "{ make . left . offset ( PAD ) ; } ] ; }")
  }

  func testUnbalancedBracesKeepEverything() {
    let source = """
      #if A
      func f() {
      #else
      func f(x: Int) {
      #endif
        a = 1
      }
      """
    XCTAssertEqual(
      kept(source, .swift, words: ["never"]),
      "#if A  func f ( ) { #else  func f ( x : Int ) { #endif  a = 1 }")
  }

  func testFindingsAfterAnEmptiedBodyKeepTheirPositions() {
    let swift = """
      final class Card: UIView {
        func configure(name: String) {
          if name.isEmpty { label.text = "—" } else { label.text = name }
        }
        func pin() {
          if UIScreen.main.bounds.height == 568 {
            top.constant = 8
          }
        }
      }
      """
    XCTAssertEqual(
      CodeLint.places(CodeLint.findings(swift: swift)),
      ["screen_size_check 6:8", "per_device_constant 7:22"])
  }

  func testForTheIndexBodiesOfFunctionsWithoutAResultGoEvenWithAWord() {
    let swift = """
      final class Card: UIView {
        init() { let w = kScreenWidth }
        func layout() { if isPlus { top.constant = 8 } }
        func layout() -> Void { if isPlus { top.constant = 8 } }
        func margin() -> CGFloat { isPlus ? 8 : 4 }
        var isSmallScreen: Bool { UIScreen.main.bounds.width < 375 }
      }
      """
    XCTAssertEqual(
      keptForIndex(swift, .swift),
      "final class Card : UIView { init ( ) { } func layout ( ) { } "
        + "func layout ( ) -> Void { if isPlus { top . constant = 8 } } "
        + "func margin ( ) -> CGFloat { isPlus ? 8 : 4 } "
        + "var isSmallScreen : Bool { UIScreen . main . bounds . width < 375 } }")
    let objc = """
      @implementation Card
      - (void)setup { if (IS_IPHONE_X) { self.top.constant = 8; } }
      - (IBAction)tap:(id)sender { self.scale = 2; }
      static void pin(UIView *view) { view.scale = 2; }
      - (BOOL)isIPhoneX { return SCREEN_HEIGHT == 812; }
      """
    XCTAssertEqual(
      keptForIndex(objc, .objc),
      "@implementation Card - ( void ) setup { } - ( IBAction ) tap : ( id ) sender { } "
        + "static void pin ( UIView * view ) { } "
        + "- ( BOOL ) isIPhoneX { return SCREEN_HEIGHT == 812 ; }")
  }

  func testForTheIndexFunctionsWithParametersGoUnlessTheirBodyCanMakeAFact() {
    let swift = """
      final class Card: UIView {
        func tableView(_ t: UITableView, heightForRowAt i: IndexPath) -> CGFloat {
          return isIPhoneX ? 105 : 57
        }
        func inset(_ i: Int) -> CGFloat { isPlus ? 8 : 4 }
        func margin() -> CGFloat { isPlus ? 8 : 4 }
        func adapt(_ v: CGFloat) -> CGFloat { v * kScale }
        func adapted(_ v: CGFloat) -> CGFloat { return KScaleH(v) }
        func unwrapped(_ v: CGFloat?) -> CGFloat { screenScale! }
        func pick(_ a: CGFloat, _ b: CGFloat) -> CGFloat { if isPlus { return b }; return a }
        func wrapped(_ v: CGFloat) -> CGFloat { return (isPlus ? 8 : 4) }
      }
      """
    XCTAssertEqual(
      keptForIndex(swift, .swift),
      "final class Card : UIView { "
        + "func tableView ( _ t : UITableView , heightForRowAt i : IndexPath ) -> CGFloat { } "
        + "func inset ( _ i : Int ) -> CGFloat { } "
        + "func margin ( ) -> CGFloat { isPlus ? 8 : 4 } "
        + "func adapt ( _ v : CGFloat ) -> CGFloat { v * kScale } "
        + "func adapted ( _ v : CGFloat ) -> CGFloat { return KScaleH ( v ) } "
        + "func unwrapped ( _ v : CGFloat ? ) -> CGFloat { screenScale ! } "
        + "func pick ( _ a : CGFloat , _ b : CGFloat ) -> CGFloat "
        + "{ if isPlus { return b } ; return a } "
        + "func wrapped ( _ v : CGFloat ) -> CGFloat { return ( isPlus ? 8 : 4 ) } }")
    let objc = """
      @implementation Card
      - (CGFloat)tableView:(UITableView *)t heightForRowAtIndexPath:(NSIndexPath *)i {
          return IS_IPHONE_X ? 105 : 57;
      }
      - (CGFloat)topMargin { return IS_IPHONE_X ? 24 : 20; }
      - (CGFloat)marginFor:(NSInteger)kind { return kScreenScale; }
      - (CGFloat)ivarFor:(NSInteger)kind { return self->_scale; }
      - (BOOL)isNotPad:(NSInteger)kind { return !IS_IPAD; }
      @end
      """
    XCTAssertEqual(
      keptForIndex(objc, .objc),
      "@implementation Card - ( CGFloat ) tableView : ( UITableView * ) t "
        + "heightForRowAtIndexPath : ( NSIndexPath * ) i { } "
        + "- ( CGFloat ) topMargin { return IS_IPHONE_X ? 24 : 20 ; } "
        + "- ( CGFloat ) marginFor : ( NSInteger ) kind { return kScreenScale ; } "
        + "- ( CGFloat ) ivarFor : ( NSInteger ) kind { return self -> _scale ; } "
        + "- ( BOOL ) isNotPad : ( NSInteger ) kind { } @end")
  }

  func testTheIndexOfFunctionsWithParametersIsThatOfTheWholeFile() {
    let source = CodeLint.Source(
      path: "Scale.swift",
      code: """
        let kScale = UIScreen.main.bounds.width / 375
        func KScaleH(_ v: CGFloat) -> CGFloat { v * kScale }
        func adapted(_ v: CGFloat) -> CGFloat { return KScaleH(v) }
        func pick(_ classic: CGFloat, _ bigger: CGFloat) -> CGFloat {
          if UIScreen.main.bounds.width <= 320 { return classic }
          return bigger
        }
        func rowHeight(_ row: Int) -> CGFloat { return isIPhoneX ? 105 : 57 }
        """)
    var whole = CodeFrontend()
    whole.prunesBodies = false
    for frontend in [CodeFrontend(), whole] {
      let index = CodeLint.index([source], frontend: frontend)
      let what = "pruning: \(frontend.prunesBodies)"
      XCTAssertEqual(index.scaleFactors.keys.sorted(), ["KScaleH", "adapted", "kScale"], what)
      XCTAssertEqual(index.devicePredicates.keys.sorted(), ["pick"], what)
      XCTAssertEqual(index.screenNames.keys.sorted(), [], what)
    }
    let rows = Array("func rowHeight(_ row: Int) -> CGFloat { return isIPhoneX ? 105 : 57 }".utf8)
    let hits = CodeIndexer.prefilter.hits(rows)
    XCTAssertFalse(hits.isEmpty)
    XCTAssertNil(BodyPruner.text(rows, .swift, hits: hits, prunes: true, forIndex: true))
    XCTAssertNil(BodyPruner.indexText(rows, .swift, hits: hits).text)
  }

  func testCallWordsWakeTheirRulesOnlyWhereCalledWithArguments() {
    let words = WordSet([("constraint", 1)], callWords: [("NSLayoutConstraint", 2)])
    func scan(_ code: String) -> (UInt32, [Int32]) {
      var hits: [Int32] = []
      let found = words.scan(Array(code.utf8), hits: &hits)
      return (found, hits)
    }
    XCTAssertEqual(scan("var c = NSLayoutConstraint()").0, 0)
    XCTAssertEqual(scan("@IBOutlet var c: NSLayoutConstraint!").0, 0)
    XCTAssertEqual(scan("@property NSLayoutConstraint *c;").0, 0)
    XCTAssertEqual(scan("NSLayoutConstraint.activate([])").0, 0)
    XCTAssertEqual(scan("NSLayoutConstraint( )").0, 0)
    let call = scan("let c = NSLayoutConstraint(item: a, attribute: .width)")
    XCTAssertEqual(call.0, 2)
    XCTAssertEqual(call.1, [8])
    XCTAssertEqual(scan("NSLayoutConstraint (\n  item: a)").0, 2)
    XCTAssertEqual(scan("NSLayoutConstraint/* why */(item: a)").0, 2)
    XCTAssertEqual(scan("NSLayoutConstraint(/* why */)").0, 2)
    XCTAssertEqual(scan("NSLayoutConstraint").0, 0)
    // a word plain for one rule and call-only for another
    let both = WordSet([("NSLayoutConstraint", 1)], callWords: [("NSLayoutConstraint", 2)])
    var hits: [Int32] = []
    XCTAssertEqual(both.scan(Array("x: NSLayoutConstraint!".utf8), hits: &hits), 1)
    XCTAssertEqual(both.scan(Array("NSLayoutConstraint(item: a)".utf8), hits: &hits), 3)
  }

  func testConstantWordsWakeTheirRulesOnlyWhereTheirConstantFollows() {
    let words = WordSet([("cardWidth", 1)], constantWords: [("cardWidth", 2), ("_cardWidth", 2)])
    func scan(_ code: String) -> UInt32 {
      var hits: [Int32] = []
      return words.scan(Array(code.utf8), hits: &hits)
    }
    XCTAssertEqual(scan("@IBOutlet weak var cardWidth: NSLayoutConstraint!"), 1)
    XCTAssertEqual(scan("cardWidth.isActive = false"), 1)
    XCTAssertEqual(scan("cardWidth.constantly"), 1)
    XCTAssertEqual(scan("cardWidth . constant"), 1)
    XCTAssertEqual(scan("cardWidth.constant = 340"), 3)
    XCTAssertEqual(scan("self.cardWidth?.constant = 340"), 3)
    XCTAssertEqual(scan("cardWidth!.constant"), 3)
    XCTAssertEqual(scan("_cardWidth.constant = 340;"), 2)
    XCTAssertEqual(scan("[self.cardWidth setConstant:340];"), 3)
    XCTAssertEqual(scan("[_cardWidth  setConstant:340];"), 2)
    XCTAssertEqual(scan("[_cardWidth setConstantly:340];"), 0)
    XCTAssertEqual(scan("_cardWidth."), 0)
    XCTAssertEqual(scan("_cardWidth.const"), 0)
  }

  /// Words are looked up only when a word of the same first byte and length exists; words that
  /// share a first byte, and words longer than the 63 lengths told apart, are still found
  /// exactly.
  func testWordsSharingFirstByteOrLongerThan63BytesAreFoundExactly() {
    let long = String(repeating: "w", count: 70)
    let longer = String(repeating: "w", count: 80)
    let words = WordSet([("snp", 1), ("screen", 2), (long, 4)])
    func scan(_ code: String) -> (UInt32, [Int32]) {
      var hits: [Int32] = []
      let found = words.scan(Array(code.utf8), hits: &hits)
      return (found, hits)
    }
    let shared = scan("v.snp.top == screen.x + scr + snps")
    XCTAssertEqual(shared.0, 3)
    XCTAssertEqual(shared.1, [2, 13])
    XCTAssertEqual(scan("a \(long) b").1, [2])
    XCTAssertEqual(scan("a \(longer) \(long)x b").0, 0)
  }

  func testIndexWordsAreFoundWhateverTheirCase() {
    let words = SubstringPrefilter(["screen", "plus", "#define"])
    let bytes = Array("kScreenW SCREEN_H isPlus\n#define X plu".utf8)
    XCTAssertEqual(words.hits(bytes), [1, 9, 20, 25])
    XCTAssertEqual(words.hits(Array("sc".utf8)), [])
  }

  /// The search probes every second byte; needles at odd and even offsets, overlapping ones,
  /// and ones ending the text are all found, as a plain search finds them.
  func testIndexWordsAreFoundAtEveryOffset() {
    let needles = ["plus", "ipad", "screen", "scale"]
    let words = SubstringPrefilter(needles)
    func plainSearch(_ text: String) -> [Int32] {
      let bytes = Array(text.lowercased().utf8)
      return bytes.indices.compactMap { start in
        needles.contains { needle in
          bytes[start...].starts(with: needle.utf8)
        } ? Int32(start) : nil
      }
    }
    let texts = [
      "plus", "xplus", "xxplus", "xPLUSx", "iPadPlus", "iPaiPad", "SCREENscreen", "xscreenscale",
      "a.plusplus b", "plu", "xplu", "ScalE", "s creen", "iipad_x_ipad",
    ]
    for text in texts {
      XCTAssertEqual(words.hits(Array(text.utf8)), plainSearch(text), text)
    }
    // long texts go eight bytes at a time: a needle at each offset of such a step, across two
    // of them, and in the bytes after the last one
    for needle in needles {
      for offset in 0..<20 {
        for text in [
          String(repeating: "x", count: offset) + needle
            + String(repeating: "y", count: 20 - offset),
          String(repeating: "x", count: offset) + needle + needle + "ipa",
          String(repeating: "x", count: offset) + needle,
        ] {
          XCTAssertEqual(words.hits(Array(text.utf8)), plainSearch(text), text)
        }
      }
    }
    // three-byte needles are probed at every byte
    let short = SubstringPrefilter(["abc", "plus"])
    XCTAssertEqual(short.hits(Array("xabc plus abc".utf8)), [1, 5, 10])
  }

  /// Sixteen needles fit the table; each is found at an even and at an odd offset.
  func testIndexWordsFindEveryOneOfSixteenNeedles() {
    let needles = (0..<16).map { "wd" + String(UnicodeScalar(UInt8(ascii: "a") + UInt8($0))) + "q" }
    let words = SubstringPrefilter(needles)
    for needle in needles {
      XCTAssertEqual(words.hits(Array("..\(needle)..".utf8)), [2], needle)
      XCTAssertEqual(words.hits(Array("...\(needle)..".utf8)), [3], needle)
    }
  }

  /// A file whose index words all lie in bodies the index leaves out is not read further;
  /// a `#define` inside such a body stays, and with it the file (not the method).
  func testTheIndexStopsWhenNoWordOutlivesPruning() {
    func indexText(_ source: String, _ dialect: Dialect, forIndex: Bool = true) -> String? {
      let bytes = Array(source.utf8)
      return BodyPruner.text(
        bytes, dialect, hits: CodeIndexer.prefilter.hits(bytes), prunes: true, forIndex: forIndex
      ).map { text($0.file) }
    }
    let uses = """
      @implementation Card
      - (void)layout { self.top.constant = 8 * KScaleH; }
      @end
      """
    XCTAssertNil(indexText(uses, .objc))
    XCTAssertEqual(
      indexText(uses, .objc, forIndex: false),
      "@implementation Card - ( void ) layout { self . top . constant = 8 * KScaleH ; } @end")
    let swift = "final class Card {\n  func layout() { top.constant = 8 * kScreenW }\n}\n"
    XCTAssertNil(indexText(swift, .swift))
    let defines = """
      @implementation Card
      - (void)layout {
      #define kGap (8 * KScaleH)
          self.top.constant = kGap;
      }
      @end
      """
    // the end of the `#define` line is a token without text; the method around it goes
    XCTAssertEqual(
      indexText(defines, .objc), "@implementation Card #define kGap ( 8 * KScaleH )  @end")
    XCTAssertEqual(
      indexText("var isPlus: Bool { UIScreen.main.bounds.width == 414 }", .swift),
      "var isPlus : Bool { UIScreen . main . bounds . width == 414 }")
  }

  func testKeepsAnyFindsAHitInsideAToken() {
    let file = TokenizedFile(source: "let a = screen + b", dialect: .swift)
    XCTAssertTrue(BodyPruner.keepsAny([10], file))
    XCTAssertTrue(BodyPruner.keepsAny([3, 8], file))
    XCTAssertFalse(BodyPruner.keepsAny([3, 7, 14], file), "offsets between tokens")
    XCTAssertFalse(BodyPruner.keepsAny([], file))
  }

  func testTheIndexReadsBodiesThatMentionAWord() {
    let index = CodeLint.index([
      CodeLint.Source(
        path: "Metrics.swift",
        code: """
          final class Metrics {
            func margin() -> CGFloat { 16 }
            var screenW: CGFloat { UIScreen.main.bounds.width }
            var halfWidth: CGFloat {
              let width = UIScreen.main.bounds.size.width
              return width / 2
            }
          }
          """)
    ])
    XCTAssertEqual(index.screenNames["screenW"], ScreenDimension(measure: .width, unit: .points))
    XCTAssertEqual(index.screenNames.keys.sorted(), ["Metrics.screenW", "screenW"])
    XCTAssertEqual(index.devicePredicates.count, 0)
  }

  func testHitsInCommentsAreDropped() {
    let file = TokenizedFile(
      source: "// screen\nlet a = screen /* screen */ + screen", dialect: .swift)
    XCTAssertEqual(BodyPruner.codeHits([3, 18, 28, 40], in: file), [18, 40])
    XCTAssertEqual(BodyPruner.codeHits([3], in: file), [])
  }

  /// Every rule page's examples (each alone, and all of a language in one file) and the
  /// Examples/ project give the same findings with and without leaving bodies out.
  func testLeavingBodiesOutChangesNoFinding() throws {
    func compare(_ sources: [CodeLint.Source], _ what: String) {
      let findings = CodeLint.prunedAndWhole(sources)
      XCTAssertEqual(findings.pruned, findings.whole, what)
    }
    var together: [String: String] = [:]
    var compared = 0
    for rule in RuleBook.standard.rules {
      for example in RuleExample.examples(in: rule.markdown)
      where example.language == "swift" || example.language == "objc" {
        let path = example.language == "swift" ? "Example.swift" : "Example.m"
        compare([CodeLint.Source(path: path, code: example.code)], "\(rule.id) \(example.pageLine)")
        together[path, default: ""] += example.code + "\n"
        compared += 1
      }
    }
    for (path, code) in together { compare([CodeLint.Source(path: path, code: code)], path) }
    XCTAssertGreaterThanOrEqual(compared, 40)

    let sources = try CodeLint.sources(in: Self.packageRoot.appendingPathComponent("Examples"))
    XCTAssertGreaterThanOrEqual(sources.count, 5)
    compare(sources, "Examples")
  }

  func testIndexWordsAfterALineCommentMarkerAreComments() {
    let bytes = Array("// iPhone 6 Plus\nlet url = \"http://x\" // plus\nlet isPlus = true".utf8)
    let hits = CodeIndexer.prefilter.hits(bytes)
    XCTAssertEqual(hits.count, 4)
    XCTAssertEqual(
      hits.map { CodeIndexer.followsLineComment($0, bytes) }, [true, true, false, false])
  }

  /// Mutated code, pruned with hits at random places: the tokens left are the original ones in
  /// order, every comment stays, and the whole check runs on it.
  func testPruningMutatedCodeKeepsAnOrderedSubset() {
    var random = SplitMix64(state: 11)
    let alphabet = Array("\"'#/\\*()[]{}@`\n;:?,.=-+^ex$0".utf8) + [0xFF]
    let context = CheckContext(index: ProjectIndex(), settings: FileSettings.defaults())
    for (sample, dialect, kind) in [
      (FuzzLexerTests.swiftSample, Dialect.swift, FileKind.swift),
      (FuzzLexerTests.objcSample, .objc, .objc),
    ] {
      let original = Array(sample.utf8)
      for _ in 0..<100 {
        let bytes = SplitMix64.mutated(original, alphabet: alphabet, using: &random)
        let file = TokenizedFile(bytes: bytes, dialect: dialect)
        let hits = stride(from: 0, to: bytes.count, by: Int.random(in: 20..<400, using: &random))
          .map { Int32($0) }
        let pruned = BodyPruner.prune(file, hits: hits)
        var next = 0
        for token in pruned.tokens {
          while next < file.tokens.count, file.tokens[next] != token { next += 1 }
          XCTAssertLessThan(next, file.tokens.count, "a token that is not the file's, in order")
          next += 1
        }
        XCTAssertEqual(
          pruned.tokens.filter { $0.kind == .comment }, file.tokens.filter { $0.kind == .comment })
        let source = SourceFile(path: "F", absolutePath: "/F", kind: kind, bytes: bytes)
        _ = CodeFrontend().check(source, context: context)
      }
    }
  }
}
