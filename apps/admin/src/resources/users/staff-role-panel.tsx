import { useState } from 'react';
import { Box, Button, MenuItem, TextField as MuiTextField, Typography } from '@mui/material';
import { useGetIdentity, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { StaffRole } from '@shop/contracts/staff-roles';
import type { StaffUser } from '@shop/contracts/staff-users';
import { ApiError, api } from '../../api/http.ts';
import { roleChoices } from './choices.ts';

/**
 * Gives the account a staff role or takes it back (`PUT /v1/staff/users/{id}/staff-role`). The
 * server refuses an administrator taking its own role away; the button is not offered either.
 */
export function StaffRolePanel() {
  const record = useRecordContext<StaffUser>();
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [role, setRole] = useState<StaffRole>('order_manager');
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const own = identity?.id === record.id;

  const save = async (staffRole: StaffRole | null) => {
    setBusy(true);
    try {
      await api('PUT', `/v1/staff/users/${record.id}/staff-role`, { staff_role: staffRole });
      notify(staffRole ? 'resources.users.staff.given' : 'resources.users.staff.taken', { type: 'success' });
      refresh();
    } catch (error) {
      const message = error instanceof ApiError ? (error.body?.errors?.staff_role?.[0] ?? error.message) : String(error);
      notify(message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: 640 }} data-testid="staff-role-panel">
      <Typography variant="subtitle1">{translate('resources.users.staff.title')}</Typography>
      <Typography data-testid="staff-role-current" sx={{ my: 1 }}>
        {record.staff_role ? translate(`resources.users.roles.${record.staff_role}`) : translate('resources.users.staff.none')}
      </Typography>
      {record.staff_role === null ? (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <MuiTextField
            select
            size="small"
            label={translate('resources.users.fields.staff_role')}
            value={role}
            onChange={(event) => setRole(event.target.value as StaffRole)}
            sx={{ minWidth: 240 }}
          >
            {roleChoices.map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {translate(choice.name)}
              </MenuItem>
            ))}
          </MuiTextField>
          <Button variant="contained" disabled={busy} onClick={() => save(role)}>
            {translate('resources.users.staff.give')}
          </Button>
        </Box>
      ) : own ? (
        <Typography variant="body2">{translate('resources.users.staff.own')}</Typography>
      ) : (
        <Button variant="outlined" color="warning" disabled={busy} onClick={() => save(null)}>
          {translate('resources.users.staff.take')}
        </Button>
      )}
    </Box>
  );
}
