import { Card, CardContent } from '@mui/material';
import { FIRST_ORDER_PERCENT_MAX, FIRST_ORDER_PERCENT_MIN, firstOrderPromotion } from '@shop/contracts/checkout-settings';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BooleanInput, Loading, NumberInput, SaveButton, SimpleForm, Title, Toolbar, useLocale, useNotify } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { staffApi } from '../../api/data-provider.ts';
import { ApiError, api } from '../../api/http.ts';
import { contractResolver } from '../products/contract-resolver.ts';

const PATH = '/v1/staff/settings/first-order-promotion';

/**
 * The first-order promotion (decision 0015) is one record without an id (`GET/PUT
 * /v1/staff/settings/first-order-promotion`), so the menu opens this form as the resource's list.
 * The next quote and order use what is saved; the storefront's dialog follows with its pages.
 */
export function FirstOrderPromotionEdit() {
  const lang = useLocale() === 'ua' ? 'ua' : 'ru';
  const notify = useNotify();
  const client = useQueryClient();
  const { data } = useQuery({ queryKey: ['first-order-promotion'], queryFn: async () => (await staffApi.get<{ data: FieldValues }>(PATH)).data });
  if (!data) return <Loading />;

  // A 422's per-field messages go back to the form, which shows each under its input.
  const save = async (values: FieldValues) => {
    try {
      const saved = await api<{ data: FieldValues }>('PUT', PATH, { active: values.active, percent: values.percent });
      client.setQueryData(['first-order-promotion'], saved.data);
      notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.body?.errors) {
        return Object.fromEntries(Object.entries(error.body.errors).map(([field, messages]) => [field, messages.join(' ')]));
      }
      notify(error instanceof ApiError ? (error.body?.message ?? 'ra.notification.http_error') : 'ra.notification.http_error', { type: 'error' });
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="resources.first-order-promotion.name" />
      <CardContent sx={{ p: 0 }}>
        {/* noValidate: the browser's own range check would stop the form before the contract's words show. */}
        <SimpleForm
          noValidate
          record={data}
          onSubmit={save}
          resolver={contractResolver(firstOrderPromotion, lang)}
          toolbar={
            <Toolbar>
              <SaveButton />
            </Toolbar>
          }
        >
          <BooleanInput source="active" label="resources.first-order-promotion.fields.active" helperText="resources.first-order-promotion.activeHelp" />
          <NumberInput
            source="percent"
            label="resources.first-order-promotion.fields.percent"
            step={1}
            min={FIRST_ORDER_PERCENT_MIN}
            max={FIRST_ORDER_PERCENT_MAX}
            helperText="resources.first-order-promotion.percentHelp"
          />
        </SimpleForm>
      </CardContent>
    </Card>
  );
}
