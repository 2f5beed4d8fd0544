import { z } from 'zod';
import { formText, int32Id, lineText, plainText } from './bounds.ts';
import { videoLinkType } from './content-blocks.ts';

/**
 * The content blocks of SPEC §2 as the back office writes them (static pages; the same kinds as the
 * blog's): each kind with what it needs, `type` picking the kind. Plain-text fields are single lines;
 * `html` fields are sanitised whenever the shop serves them. Images are only the shop's own uploads.
 */

/** One HTML field of a block, far above any real page. */
const HTML_MAX = 60_000;

const optionalLine = (max: number) => lineText().trim().max(max, { error: 'validation.invalid' });
const nullableLine = (max: number) =>
  optionalLine(max)
    .nullable()
    .default(null)
    .transform((v) => v || null);
const requiredHtml = plainText().trim().min(1, { error: 'validation.required' }).max(HTML_MAX, { error: 'validation.invalid' });
const title = formText(255);

/** A link the shop may show: http(s) or a path of the site. */
export const contentLink = z
  .string()
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(500, { error: 'validation.invalid' })
  .regex(/^(https?:\/\/[^\s]+|\/[^\s]*)$/, { error: 'validation.invalid' });

/** An image the back office uploaded (WebP files under `/media/`), named as the shop renders it. */
export const contentBlockImage = z.strictObject({
  url: z.string().max(300).regex(/^\/media\/[A-Za-z0-9/_.-]+$/, { error: 'validation.invalid' }),
  width: z.number().int().min(1).max(10_000),
  height: z.number().int().min(1).max(10_000),
  widths: z.array(z.number().int().min(1).max(10_000)).max(10),
  color: z.string().max(30).default('#ffffff'),
});
const image = contentBlockImage.nullable().default(null);

export const editableContentBlock = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('block_with_video'), title: nullableLine(255), video: z.strictObject({ url: contentLink, type: videoLinkType }), poster: image }),
    z.strictObject({ type: z.literal('block_with_image'), image, caption: nullableLine(500) }),
    z.strictObject({ type: z.literal('description'), html: requiredHtml }),
    z.strictObject({ type: z.literal('content_title'), title }),
    z.strictObject({ type: z.literal('title_with_description'), title, html: requiredHtml }),
    z.strictObject({ type: z.literal('title_with_center_description'), title, html: requiredHtml }),
    z.strictObject({ type: z.literal('phrase'), text: formText(1000, { multiline: true }), author: nullableLine(255) }),
    z.strictObject({ type: z.literal('image_left'), image, title: nullableLine(255), html: requiredHtml }),
    z.strictObject({ type: z.literal('image_right'), image, title: nullableLine(255), html: requiredHtml }),
    z.strictObject({ type: z.literal('column_block'), image, title, html: requiredHtml }),
    z.strictObject({
      type: z.literal('block_with_image_with_button'),
      image,
      title,
      text: nullableLine(1000),
      button: z.strictObject({ label: formText(100), link: contentLink }),
    }),
    z.strictObject({ type: z.literal('product'), productId: int32Id }),
  ],
  { error: 'validation.invalid' },
);
export type EditableContentBlock = z.infer<typeof editableContentBlock>;
export const EDITABLE_BLOCK_TYPES = editableContentBlock.options.map((option) => option.shape.type.value);

/** A language's blocks, at most `max`. */
export function editableBlocks(max: number) {
  return z.array(editableContentBlock).max(max, { error: 'validation.invalid' }).default([]);
}
