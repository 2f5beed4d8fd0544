import type { ContentBlock } from '@shop/contracts/content-blocks';

type ColumnBlock = Extract<ContentBlock, { type: 'column_block' }>;
type ProductBlock = Extract<ContentBlock, { type: 'product' }>;

/** Blocks as drawn: consecutive column blocks form one row (SPEC §2), and so do consecutive products. */
export type BlockGroup =
  | { kind: 'single'; block: Exclude<ContentBlock, ColumnBlock | ProductBlock> }
  | { kind: 'columns'; blocks: ColumnBlock[] }
  | { kind: 'products'; ids: number[] };

export function groupBlocks(blocks: readonly ContentBlock[]): BlockGroup[] {
  const groups: BlockGroup[] = [];
  for (const block of blocks) {
    const last = groups.at(-1);
    if (block.type === 'column_block') {
      if (last?.kind === 'columns') last.blocks.push(block);
      else groups.push({ kind: 'columns', blocks: [block] });
    } else if (block.type === 'product') {
      if (last?.kind === 'products') last.ids.push(block.productId);
      else groups.push({ kind: 'products', ids: [block.productId] });
    } else groups.push({ kind: 'single', block });
  }
  return groups;
}

/** Product ids named by product blocks, once each, in order. */
export function productIdsOf(blocks: readonly ContentBlock[]): number[] {
  return [...new Set(blocks.flatMap((b) => (b.type === 'product' ? [b.productId] : [])))];
}
