// Test helpers for the generated SVGs: a strict well-formedness check (balanced tags, quoted
// attributes, only known entities, one <svg> root, unique ids, every #reference defined).

const ENTITY = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi;
const NAME = /^[A-Za-z_][\w:.-]*$/;

export type SvgFacts = {
  width: number;
  height: number;
  viewBox: string;
  title: string;
  bytes: number;
};

function checkText(text: string, where: string): void {
  const stripped = text.replace(ENTITY, '');
  if (/[<&]/.test(stripped)) throw new Error(`Unescaped markup in ${where}: ${text.slice(0, 80)}`);
}

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Throws with a reason when `svg` is not a well-formed, self-consistent SVG document. */
export function assertWellFormedSvg(svg: string): SvgFacts {
  const stack: string[] = [];
  const ids = new Set<string>();
  const references = new Set<string>();
  let roots = 0;
  let title = '';
  let inTitle = false;
  const tokens = svg.split(/(<[^>]*>)/);
  for (const token of tokens) {
    if (!token) continue;
    if (!token.startsWith('<')) {
      if (stack.length === 0 && token.trim()) throw new Error('Text outside the root element');
      checkText(token, `<${stack[stack.length - 1]}> text`);
      if (inTitle) title += unescapeXml(token);
      continue;
    }
    if (token.startsWith('</')) {
      const name = token.slice(2, -1).trim();
      const open = stack.pop();
      if (open !== name) throw new Error(`Closing </${name}> does not match <${open}>`);
      if (name === 'title') inTitle = false;
      continue;
    }
    const selfClosing = token.endsWith('/>');
    const inner = token.slice(1, selfClosing ? -2 : -1);
    const nameMatch = /^([^\s/>]+)/.exec(inner);
    const name = nameMatch?.[1] ?? '';
    if (!NAME.test(name)) throw new Error(`Bad tag name in ${token.slice(0, 60)}`);
    let rest = inner.slice(name.length);
    const seen = new Set<string>();
    const attribute = /^\s+([A-Za-z_][\w:.-]*)="([^"]*)"/;
    while (rest.trim()) {
      const match = attribute.exec(rest);
      if (!match) throw new Error(`Bad attribute syntax in <${name}>: ${rest.slice(0, 60)}`);
      const [whole, key = '', value = ''] = match;
      if (seen.has(key)) throw new Error(`Duplicate attribute ${key} on <${name}>`);
      seen.add(key);
      checkText(value, `${name}@${key}`);
      if (key === 'id') {
        if (ids.has(value)) throw new Error(`Duplicate id "${value}"`);
        ids.add(value);
      }
      if (key === 'href' || key === 'xlink:href') references.add(value.replace(/^#/, ''));
      for (const url of value.matchAll(/url\(#([^)]+)\)/g)) references.add(url[1] ?? '');
      rest = rest.slice(whole.length);
    }
    if (stack.length === 0) {
      roots++;
      if (name !== 'svg') throw new Error(`Root element is <${name}>`);
    }
    if (roots > 1) throw new Error('More than one root element');
    if (!selfClosing) {
      stack.push(name);
      if (name === 'title') inTitle = true;
    }
  }
  if (stack.length > 0) throw new Error(`Unclosed <${stack.join('>, <')}>`);
  for (const reference of references) {
    if (!ids.has(reference)) throw new Error(`Reference to undefined id "#${reference}"`);
  }
  const root = /^<svg\s[^>]*>/.exec(svg)?.[0] ?? '';
  const attr = (key: string) => new RegExp(`\\s${key}="([^"]*)"`).exec(root)?.[1] ?? '';
  if (!/^<svg[^>]*\sxmlns="http:\/\/www\.w3\.org\/2000\/svg"/.test(svg)) {
    throw new Error('Missing SVG namespace');
  }
  if (!title.trim()) throw new Error('Missing <title>');
  return {
    width: Number(attr('width')),
    height: Number(attr('height')),
    viewBox: attr('viewBox'),
    title,
    bytes: Buffer.byteLength(svg, 'utf8'),
  };
}
