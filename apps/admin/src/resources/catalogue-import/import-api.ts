import type { ImportPreview } from '@shop/contracts/staff-catalogue-import';
import { staffApi } from '../../api/data-provider.ts';
import { upload } from '../../api/http.ts';

/** The price-and-stock import's calls (decision 0022): upload for a preview, then confirm it. */
export async function uploadPriceList(file: File): Promise<ImportPreview> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await upload<{ data: ImportPreview }>('/v1/staff/catalogue-import', form)).data;
}

export async function confirmImport(token: string): Promise<{ rows_applied: number }> {
  return (await staffApi.post<{ data: { rows_applied: number } }>(`/v1/staff/catalogue-import/${token}/confirm`)).data;
}
