import type { StaffPage } from '@shop/contracts/staff-pages';
import { staffApi } from '../../api/data-provider.ts';
import { ShopPreviewButton } from '../../fields/shop-preview-button.tsx';

/** The saved page (an unpublished one too) at its address on the shop. */
async function pagePreviewAddress(record: StaffPage, ua: boolean): Promise<string> {
  await staffApi.post('/v1/staff/content-preview');
  return `${ua ? '/ua' : ''}${record.shop_path}?preview=1`;
}

export function PagePreviewButton() {
  return <ShopPreviewButton<StaffPage> address={pagePreviewAddress} label="resources.pages.preview" testId="page-preview-button" />;
}
