import { parseDocument } from 'htmlparser2';
import type { ChildNode } from 'domhandler';
import type { MarkupNode } from './markup-elements.ts';

const HYPHENATED = /-([a-z])/g;
const camel = (name: string) => name.replace(HYPHENATED, (_, c: string) => c.toUpperCase());

/** HTML attribute names React expects under another prop name. */
const PROP_NAMES: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  srcset: 'srcSet',
  fetchpriority: 'fetchPriority',
  viewbox: 'viewBox',
};

function styleObject(css: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0) style[camel(declaration.slice(0, colon).trim())] = declaration.slice(colon + 1).trim();
  }
  return style;
}

function toNodes(children: ChildNode[]): MarkupNode[] {
  const nodes: MarkupNode[] = [];
  for (const child of children) {
    if (child.type === 'text') nodes.push(child.data);
    else if (child.type === 'tag') {
      const props: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(child.attribs)) {
        const lower = name.toLowerCase();
        if (lower === 'style') props.style = styleObject(value);
        else if (lower.startsWith('aria-') || lower.startsWith('data-')) props[lower] = value;
        else props[PROP_NAMES[lower] ?? camel(name)] = value;
      }
      nodes.push({ tag: child.name, props, children: toNodes(child.children) });
    }
  }
  return nodes;
}

/**
 * Markup as a tree of elements and props React can draw again (comments, such as React's own
 * `<!-- -->` text separators, are dropped: React writes them back between adjacent texts).
 */
export function markupTree(html: string): MarkupNode[] {
  return toNodes(parseDocument(html, { lowerCaseAttributeNames: false }).children);
}
