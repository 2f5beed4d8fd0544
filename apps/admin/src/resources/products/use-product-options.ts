import { useQuery } from '@tanstack/react-query';
import type { StaffProductOptions } from '@shop/contracts/staff-catalogue';
import { staffGet } from './product-api.ts';

/** What the product form's selects offer, read once per screen visit and kept for a few minutes. */
export function useProductOptions() {
  return useQuery({
    queryKey: ['staff-product-options'],
    queryFn: () => staffGet<StaffProductOptions>('/v1/staff/product-options'),
    staleTime: 5 * 60_000,
  });
}
