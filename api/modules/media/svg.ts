import sanitize from 'sanitize-html';

/*
 * Uploaded SVG drawings keep their shapes and lose everything that could act: scripts, event
 * handlers, links, foreign HTML, external references and styles. Served with a sandboxing CSP as
 * well (media.routes.ts), so a file opened on its own runs nothing either way.
 */

const shapes = ['svg', 'g', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan', 'textPath', 'title', 'desc'];
const paint = ['defs', 'linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask', 'pattern', 'symbol', 'use', 'marker'];
const geometry = ['x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'dx', 'dy', 'd', 'points', 'width', 'height', 'viewBox', 'preserveAspectRatio', 'transform', 'pathLength'];
const presentation = [
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit', 'stroke-dasharray', 'stroke-dashoffset', 'stroke-opacity',
  'opacity', 'color', 'clip-path', 'clip-rule', 'mask', 'visibility', 'display', 'vector-effect', 'shape-rendering',
  'font-family', 'font-size', 'font-style', 'font-weight', 'text-anchor', 'dominant-baseline', 'letter-spacing', 'word-spacing', 'text-decoration',
  'offset', 'stop-color', 'stop-opacity', 'gradientUnits', 'gradientTransform', 'spreadMethod', 'patternUnits', 'patternContentUnits', 'patternTransform',
  'clipPathUnits', 'maskUnits', 'maskContentUnits', 'markerWidth', 'markerHeight', 'refX', 'refY', 'orient', 'marker-start', 'marker-mid', 'marker-end',
];

const options: sanitize.IOptions = {
  parser: { xmlMode: true },
  allowedTags: [...shapes, ...paint],
  allowedAttributes: { '*': ['id', 'class', 'xmlns', 'xmlns:xlink', 'version', 'role', 'aria-label', 'aria-hidden', 'href', 'xlink:href', ...geometry, ...presentation] },
  // No scheme at all: `href` may only point inside the drawing (`#shape`).
  allowedSchemes: [],
  allowedSchemesAppliedToAttributes: ['href', 'xlink:href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Dropped with their content, not just their tags.
  nonTextTags: ['script', 'style', 'foreignObject', 'iframe', 'noscript', 'textarea', 'option'],
  selfClosing: ['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'stop', 'use'],
  exclusiveFilter: (frame) => (frame.tag === 'use' || frame.tag === 'textPath') && ![frame.attribs.href, frame.attribs['xlink:href']].some((ref) => ref?.startsWith('#')),
};

/** Whether bytes look like an SVG document (an `<svg` root after an optional XML declaration, doctype and comments). */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 2048)).replace(/^\uFEFF/, '');
  return /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head);
}

/** The drawing without anything executable or external; undefined when nothing of an SVG document is left. */
export function sanitizeSvg(source: string): string | undefined {
  const clean = sanitize(source, options).trim();
  return /^<svg[\s>]/.test(clean) && clean.endsWith('</svg>') ? clean : undefined;
}
