import { useQuery } from '@tanstack/react-query';
import type { StaffPostCategory } from '@shop/contracts/staff-posts';
import { staffGet } from '../products/product-api.ts';

/** Every kind's categories for the post form, read once per screen visit and kept for a few minutes. */
export function usePostCategories() {
  return useQuery({
    queryKey: ['staff-post-categories'],
    queryFn: () => staffGet<StaffPostCategory[]>('/v1/staff/post-categories'),
    staleTime: 5 * 60_000,
  });
}
