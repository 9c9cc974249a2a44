import { describe, expect, it } from "vitest";
import { sanitiseSvg } from "../../src/modules/uploads/svg.ts";

/**
 * Theme icons are sanitised before they are stored (src/modules/uploads/svg.ts). Each payload below
 * tries one way of running script, reaching outside the document or expanding entities; whatever
 * comes out (or the refusal) must carry none of it. A normal icon comes out as it went in.
 */
const NS = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
const wrap = (inner: string) => `<svg ${NS} ${XLINK} viewBox="0 0 10 10">${inner}</svg>`;

const PAYLOADS: Record<string, string> = {
  "script element": wrap(`<script>alert(1)</script><path d="M0 0h1"/>`),
  "script with CDATA": wrap(`<script><![CDATA[alert(document.cookie)]]></script>`),
  "script with an external source": wrap(`<script href="https://evil.example/x.js"/>`),
  "script in upper case": wrap(`<SCRIPT>alert(1)</SCRIPT>`),
  "onload on the root": `<svg ${NS} onload="alert(1)"><path d="M0 0"/></svg>`,
  "onclick on a shape": wrap(`<rect width="5" height="5" onclick="alert(1)"/>`),
  "event attribute in odd case": wrap(`<circle r="2" OnMouseOver="alert(1)"/>`),
  "foreignObject with HTML": wrap(
    `<foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"></iframe></foreignObject>`,
  ),
  "foreignObject with an image handler": wrap(
    `<foreignObject><img xmlns="http://www.w3.org/1999/xhtml" src="x" onerror="alert(1)"/></foreignObject>`,
  ),
  "link to javascript": wrap(`<a href="javascript:alert(1)"><text>click</text></a>`),
  "xlink:href to javascript on use": wrap(`<use xlink:href="javascript:alert(1)"/>`),
  "use of an external document": wrap(`<use href="https://evil.example/sprite.svg#icon"/>`),
  "use of a data URL": wrap(`<use href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+"/>`),
  "image from elsewhere": wrap(`<image href="https://evil.example/track.png" width="10" height="10"/>`),
  "image with xlink:href data": wrap(`<image xlink:href="data:image/svg+xml,&lt;svg onload=alert(1)&gt;"/>`),
  "feImage from elsewhere": wrap(`<filter id="f"><feImage href="https://evil.example/a.png"/></filter>`),
  "fill from an external url": wrap(`<rect width="5" height="5" fill="url(https://evil.example/p.svg#g)"/>`),
  "filter from an external url": wrap(`<g filter="url('//evil.example/f.svg#f')"><path d="M0 0"/></g>`),
  "style attribute with url": wrap(
    `<rect style="fill:url(https://evil.example/x.svg#p);stroke:red" width="1" height="1"/>`,
  ),
  "style attribute with a CSS escape": wrap(
    `<rect style="background:u\\72l(https://evil.example/x)" width="1" height="1"/>`,
  ),
  "style element with @import": wrap(`<style>@import url(https://evil.example/x.css); rect { fill: red }</style>`),
  "style element with background url": wrap(`<style>rect { fill: url(http://evil.example/p#x) }</style>`),
  "style element with image-set": wrap(
    `<style>rect { background: image-set("https://evil.example/a.png" 1x) }</style>`,
  ),
  "animate writing an href": wrap(`<a><animate attributeName="href" to="javascript:alert(1)"/><text>x</text></a>`),
  "set writing onclick": wrap(`<set attributeName="onclick" to="alert(1)"/>`),
  "xml-stylesheet processing instruction": `<?xml-stylesheet type="text/xsl" href="https://evil.example/x.xsl"?>${wrap("<path d='M0 0'/>")}`,
  "XXE with an external entity": `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${wrap("<text>&xxe;</text>")}`,
  "billion laughs": `<!DOCTYPE svg [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;">]>${wrap("<text>&c;</text>")}`,
  "parameter entity": `<!DOCTYPE svg [<!ENTITY % p SYSTEM "https://evil.example/x.dtd"> %p;]>${wrap("<path d='M0 0'/>")}`,
  "entity-encoded javascript in href": wrap(`<use href="&#106;avascript:alert(1)"/>`),
  "handler element": wrap(`<handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">alert(1)</handler>`),
  "iframe in the svg namespace": wrap(`<iframe src="https://evil.example"/>`),
  "script inside an allowed group": wrap(`<g><defs><script>alert(1)</script></defs></g>`),
  "vbscript in a fill": wrap(`<rect fill="vbscript:msgbox(1)" width="1" height="1"/>`),
  "html document named .svg": `<!DOCTYPE html><html><body><script>alert(1)</script></body></html>`,
  "svg nested in html": `<html><svg ${NS} onload="alert(1)"/></html>`,
  "comment hiding markup": wrap(`<!-- --><script>alert(1)</script><!-- -->`),
  "unknown namespaced attribute": wrap(`<rect xlink:actuate="onLoad" xlink:show="embed" width="1" height="1"/>`),
};

/** What must not be in a stored icon, whatever the payload. */
const FORBIDDEN = [
  /<script/i,
  /<foreignObject/i,
  /<iframe/i,
  /<image/i,
  /<feImage/i,
  /<a[\s>]/i,
  /<animate/i,
  /<set[\s>/]/i,
  /<handler/i,
  /<html/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /https?:\/\/evil/i,
  /\/\/evil/i,
  /@import/i,
  /image-set/i,
  /<!ENTITY/i,
  /<!DOCTYPE/i,
  /<\?/,
  /&xxe;/,
  /etc\/passwd/,
  /u\\72l/,
  /alert\(/,
];

describe("SVG sanitising", () => {
  it(`knows ${Object.keys(PAYLOADS).length} malicious SVGs (at least 25)`, () =>
    expect(Object.keys(PAYLOADS).length).toBeGreaterThanOrEqual(25));

  it.each(Object.entries(PAYLOADS))("keeps nothing dangerous of: %s", (_name, payload) => {
    const verdict = sanitiseSvg(Buffer.from(payload));
    if (!verdict.ok) return; // refused whole: nothing of it is stored
    const problems = FORBIDDEN.filter((pattern) => pattern.test(verdict.svg)).map(String);
    expect(problems, verdict.svg).toEqual([]);
    expect(verdict.svg.startsWith("<svg ")).toBe(true);
  });

  it("refuses documents that are not SVG, or not well-formed, or declare entities they use", () => {
    for (const refused of [
      "html document named .svg",
      "svg nested in html",
      "XXE with an external entity",
      "billion laughs",
    ])
      expect(sanitiseSvg(Buffer.from(PAYLOADS[refused]!)).ok, refused).toBe(false);
    for (const broken of [
      "",
      "plain text",
      "<svg>",
      `<svg ${NS}><g></svg>`,
      `<svg ${NS}></svg><svg ${NS}></svg>`,
      `<svg ${NS} a="1" a="2"/>`,
      `<svg ${NS} a=unquoted/>`,
      `<svg ${NS}>& </svg>`,
      `<svg ${NS}><![CDATA[ never ends`,
      `<svg ${NS}/>trailing text`,
      `<svg ${NS}>${"<g>".repeat(200)}${"</g>".repeat(200)}</svg>`,
    ])
      expect(sanitiseSvg(Buffer.from(broken)).ok, broken).toBe(false);
    expect(sanitiseSvg(Buffer.from([0x3c, 0x73, 0x76, 0x67, 0xff, 0x3e])).ok).toBe(false); // not UTF-8
  });

  it("keeps a normal icon as it is: paths, groups, fills, gradients, a local use, the view box", () => {
    const icon = [
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="none">`,
      `  <title>Kniha &amp; pero</title>`,
      `  <defs>`,
      `    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e63946"/><stop offset="1" stop-color="#1d3557"/></linearGradient>`,
      `    <path id="leaf" d="M12 2C8 6 8 10 12 14C16 10 16 6 12 2Z"/>`,
      `  </defs>`,
      `  <g stroke="#333" stroke-width="2" stroke-linecap="round" transform="translate(0 1)">`,
      `    <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20" fill-rule="evenodd"/>`,
      `    <circle cx="12" cy="12" r="3" fill="url(#g)"/>`,
      `    <rect x="2" y="2" width="4" height="4" rx="1" style="fill:#fff;opacity:.5"/>`,
      `    <use href="#leaf" fill="#2a9d8f"/>`,
      `  </g>`,
      `</svg>`,
    ].join("\n");
    const verdict = sanitiseSvg(
      Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<!-- from the designer -->\n${icon}`),
    );
    expect(verdict).toEqual({ ok: true, svg: `${icon}\n` });
  });

  it("adds the SVG namespace where the icon lacks it, and the xlink one where xlink:href is kept", () => {
    expect(sanitiseSvg(Buffer.from(`<svg viewBox="0 0 1 1"><path d="M0 0"/></svg>`))).toEqual({
      ok: true,
      svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0"/></svg>\n`,
    });
    const verdict = sanitiseSvg(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><use xlink:href="#a"/></svg>`));
    expect(verdict).toEqual({
      ok: true,
      svg: `<svg xmlns:xlink="http://www.w3.org/1999/xlink" xmlns="http://www.w3.org/2000/svg"><use xlink:href="#a"/></svg>\n`,
    });
  });

  it("keeps a style sheet that loads nothing, in CDATA or not", () => {
    const verdict = sanitiseSvg(
      Buffer.from(wrap(`<style><![CDATA[ .a > path { fill: #e63946 } ]]></style><path class="a" d="M0 0"/>`)),
    );
    expect(verdict.ok && verdict.svg).toContain(`<style> .a &gt; path { fill: #e63946 } </style>`);
  });
});
