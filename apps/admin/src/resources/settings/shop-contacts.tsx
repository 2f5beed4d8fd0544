import { Card, CardContent, Typography } from '@mui/material';
import { shopContacts } from '@shop/contracts/staff-settings';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loading, SaveButton, SimpleForm, TextInput, Title, Toolbar, useLocale, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { staffApi } from '../../api/data-provider.ts';
import { ApiError, api } from '../../api/http.ts';
import { contractResolver } from '../products/contract-resolver.ts';

const PATH = '/v1/staff/settings/contacts';

/** The form's inputs by group, as the contract and the API name them. */
const GROUPS = {
  contacts: ['phone1', 'phone2', 'phone3', 'email', 'facebook', 'instagram', 'youtube'],
  messengers: ['viberLink', 'telegramLink'],
  documents: ['privacyPolicy', 'termsOfUse'],
  contactPage: ['addressRu', 'addressUk', 'hoursRu', 'hoursUk', 'latitude', 'longitude'],
} as const;

/**
 * The shop's contacts are one record without an id (`GET/PUT /v1/staff/settings/contacts`), so the
 * menu opens this form as the resource's list instead of react-admin's list → edit of a record.
 */
export function ShopContactsEdit() {
  const lang = useLocale() === 'ua' ? 'ua' : 'ru';
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const { data } = useQuery({ queryKey: ['shop-contacts'], queryFn: async () => (await staffApi.get<{ data: FieldValues }>(PATH)).data });
  if (!data) return <Loading />;

  // A 422's per-field messages (`contacts.phone1`) go back to the form, which shows each under its input.
  const save = async (values: FieldValues) => {
    try {
      const saved = await api<{ data: FieldValues }>('PUT', PATH, values);
      client.setQueryData(['shop-contacts'], saved.data);
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
      <Title title="resources.shop-contacts.name" />
      <CardContent sx={{ p: 0 }}>
        <SimpleForm
          record={data}
          onSubmit={save}
          resolver={contractResolver(shopContacts, lang)}
          toolbar={
            <Toolbar>
              <SaveButton />
            </Toolbar>
          }
        >
          {Object.entries(GROUPS).map(([group, fields]) => [
            <Typography key={group} variant="subtitle1" sx={{ mt: 2 }}>
              {translate(`resources.shop-contacts.groups.${group}`)}
            </Typography>,
            ...fields.map((field) => <TextInput key={`${group}.${field}`} source={`${group}.${field}`} label={`resources.shop-contacts.fields.${field}`} fullWidth />),
          ])}
        </SimpleForm>
      </CardContent>
    </Card>
  );
}
