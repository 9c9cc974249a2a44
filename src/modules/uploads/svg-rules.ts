/**
 * What a sanitised SVG may keep: static drawing only. Elements and attributes are allowed by name
 * (SVG's names are case-sensitive), everything else is dropped; of a dropped element nothing
 * inside it is kept. Not on the lists, so never kept: script, foreignObject, image, feImage, a,
 * animate, set and the other animation elements, iframe, metadata, event attributes (on…).
 */
export const SVG_NAMESPACE = "http://www.w3.org/2000/svg";
export const XLINK_NAMESPACE = "http://www.w3.org/1999/xlink";

const FILTER_PRIMITIVES = [
  "filter",
  "feBlend",
  "feColorMatrix",
  "feComponentTransfer",
  "feComposite",
  "feFlood",
  "feGaussianBlur",
  "feMerge",
  "feMergeNode",
  "feMorphology",
  "feOffset",
  "feDropShadow",
  "feFuncR",
  "feFuncG",
  "feFuncB",
  "feFuncA",
];

export const ALLOWED_ELEMENTS: ReadonlySet<string> = new Set([
  "svg",
  "g",
  "defs",
  "symbol",
  "use",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "textPath",
  "title",
  "desc",
  "linearGradient",
  "radialGradient",
  "stop",
  "pattern",
  "clipPath",
  "mask",
  "marker",
  "style",
  ...FILTER_PRIMITIVES,
]);

export const ALLOWED_ATTRIBUTES: ReadonlySet<string> = new Set([
  // identity, accessibility, namespaces (their values are checked below)
  "id",
  "class",
  "style",
  "lang",
  "xml:lang",
  "xml:space",
  "role",
  "focusable",
  "aria-label",
  "aria-hidden",
  "aria-labelledby",
  "aria-describedby",
  "xmlns",
  "xmlns:xlink",
  "version",
  "baseProfile",
  "type",
  // viewport and geometry
  "width",
  "height",
  "viewBox",
  "preserveAspectRatio",
  "x",
  "y",
  "d",
  "points",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "x1",
  "y1",
  "x2",
  "y2",
  "fx",
  "fy",
  "fr",
  "dx",
  "dy",
  "rotate",
  "pathLength",
  "textLength",
  "lengthAdjust",
  // painting
  "fill",
  "fill-opacity",
  "fill-rule",
  "stroke",
  "stroke-width",
  "stroke-opacity",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-miterlimit",
  "stroke-dasharray",
  "stroke-dashoffset",
  "opacity",
  "color",
  "clip-path",
  "clip-rule",
  "mask",
  "filter",
  "marker-start",
  "marker-mid",
  "marker-end",
  "display",
  "visibility",
  "overflow",
  "transform",
  "transform-origin",
  "vector-effect",
  "shape-rendering",
  "paint-order",
  "mix-blend-mode",
  "isolation",
  "color-interpolation",
  "color-interpolation-filters",
  // text
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "font-variant",
  "font-stretch",
  "text-anchor",
  "dominant-baseline",
  "alignment-baseline",
  "baseline-shift",
  "letter-spacing",
  "word-spacing",
  "text-decoration",
  "writing-mode",
  "startOffset",
  "method",
  "spacing",
  "side",
  // gradients, patterns, markers, clips and masks
  "gradientUnits",
  "gradientTransform",
  "spreadMethod",
  "offset",
  "stop-color",
  "stop-opacity",
  "patternUnits",
  "patternContentUnits",
  "patternTransform",
  "clipPathUnits",
  "maskUnits",
  "maskContentUnits",
  "markerWidth",
  "markerHeight",
  "markerUnits",
  "refX",
  "refY",
  "orient",
  // filter primitives
  "filterUnits",
  "primitiveUnits",
  "in",
  "in2",
  "result",
  "stdDeviation",
  "mode",
  "operator",
  "k1",
  "k2",
  "k3",
  "k4",
  "values",
  "tableValues",
  "slope",
  "intercept",
  "amplitude",
  "exponent",
  "flood-color",
  "flood-opacity",
  "radius",
  "edgeMode",
  // references, to this document only
  "href",
  "xlink:href",
]);

/** A reference inside the document: "#id". */
const LOCAL_FRAGMENT = /^#[A-Za-z_][\w.:-]*$/;
/** url(#id), with or without quotes: the only url() a value may hold. */
const LOCAL_URL = /url\(\s*(["']?)#[A-Za-z_][\w.:-]*\1\s*\)/gi;
/** What could load or run something: a URL scheme, CSS functions that fetch, old script hooks. */
const DANGEROUS =
  /(?:java|vb)script\s*:|\bdata\s*:|url\s*\(|image(?:-set)?\s*\(|src\s*\(|cross-fade\s*\(|element\s*\(|expression\s*\(|@import|behavio(?:u)?r\s*:|-moz-binding/i;

/**
 * Whether a value is free of external references: every url() is a local fragment, nothing else
 * could load or run anything, and no backslash (CSS escapes could spell "url" otherwise).
 */
export function isInertValue(value: string): boolean {
  return !value.includes("\\") && !DANGEROUS.test(value.replace(LOCAL_URL, ""));
}

/** CSS of a style element or attribute: inert, with no at-rules, comments or markup. */
export const isInertCss = (css: string): boolean => !/[@<]|\/\*/.test(css) && isInertValue(css);

/** The attribute as kept, or null when it is dropped. */
export function keptAttribute(element: string, name: string, value: string): string | null {
  if (!ALLOWED_ATTRIBUTES.has(name)) return null;
  if (name === "href" || name === "xlink:href") return LOCAL_FRAGMENT.test(value.trim()) ? value.trim() : null;
  if (name === "xmlns") return value === SVG_NAMESPACE ? value : null;
  if (name === "xmlns:xlink") return value === XLINK_NAMESPACE ? value : null;
  if (name === "type" && element === "style") return value.trim() === "text/css" ? value : null;
  if (name === "style") return isInertCss(value) ? value : null;
  return isInertValue(value) ? value : null;
}
