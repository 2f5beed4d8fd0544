import type { ContentBlock } from '@shop/contracts/content-blocks';
import { sanitizeContentHtml } from '../../core/sanitize-html.ts';

/**
 * Blocks as stored, made safe to render: every `html` field passes the content sanitiser (the same
 * rules as static pages); plain-text fields are escaped by the web.
 */
export function sanitizeBlocks(blocks: readonly ContentBlock[]): ContentBlock[] {
  return blocks.map((block) => ('html' in block ? { ...block, html: sanitizeContentHtml(block.html) } : block));
}
