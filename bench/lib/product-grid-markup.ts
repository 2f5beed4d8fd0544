import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';

/**
 * The product tiles exactly as the shop's catalogue page draws them: the first list whose items all
 * hold an `<article>`. The render ceiling renders this same markup, so the comparison is between
 * drawing the same twelve cards bare and serving the whole page around them.
 */
export function productGridMarkup(pageHtml: string): string {
  const document = parseDocument(pageHtml, { withStartIndices: true, withEndIndices: true });
  const grid = findGrid(document.children);
  if (!grid || grid.startIndex === null || grid.endIndex === null) throw new Error('no product grid found in the catalogue page');
  return pageHtml.slice(grid.startIndex, grid.endIndex + 1);
}

function isTileList(node: Element): boolean {
  if (node.name !== 'ul') return false;
  const items = node.children.filter((c): c is Element => c.type === 'tag');
  return items.length > 0 && items.every((li) => li.name === 'li' && li.children.some((c) => c.type === 'tag' && (c as Element).name === 'article'));
}

function findGrid(nodes: ChildNode[]): Element | undefined {
  for (const node of nodes) {
    if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') continue;
    const element = node as Element;
    if (isTileList(element)) return element;
    const inner = findGrid(element.children);
    if (inner) return inner;
  }
  return undefined;
}
