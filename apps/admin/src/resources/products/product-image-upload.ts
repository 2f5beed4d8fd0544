import type { StaffImage } from '@shop/contracts/staff-catalogue';
import { upload } from '../../api/http.ts';

/** Sends one image file to the API, which stores it as the shop's WebP sizes and answers its id and address. */
export async function uploadProductImage(file: File): Promise<StaffImage> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await upload<{ data: StaffImage }>('/v1/staff/product-images', form)).data;
}
