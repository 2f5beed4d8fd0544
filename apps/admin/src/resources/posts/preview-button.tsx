import type { StaffPost } from '@shop/contracts/staff-posts';
import { staffApi } from '../../api/data-provider.ts';
import { ShopPreviewButton } from '../../fields/shop-preview-button.tsx';

/** The saved post (a draft too) on the shop's own page; the API names the page in each language. */
async function postPreviewAddress(record: StaffPost, ua: boolean): Promise<string> {
  const { data } = await staffApi.post<{ data: { url_ru: string; url_uk: string } }>(`/v1/staff/posts/${record.id}/preview`);
  return ua ? data.url_uk : data.url_ru;
}

export function PreviewButton() {
  return <ShopPreviewButton<StaffPost> address={postPreviewAddress} label="resources.posts.preview" testId="post-preview-button" />;
}
