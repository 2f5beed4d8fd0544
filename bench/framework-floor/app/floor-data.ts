import type { MarkupNode } from '../../lib/markup-elements.ts';

/** What server.ts hands the page: the cards' markup tree and the list answer they are drawn from. */
export interface FloorData {
  grid: MarkupNode[];
  products: unknown[];
}

export function floorData(): FloorData {
  return (globalThis as { floorData?: FloorData }).floorData!;
}
