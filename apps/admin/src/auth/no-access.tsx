import { Box, Button, Typography } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';

/** A signed-in account without a staff role: said plainly, with the way out. */
export function NoAccess() {
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <Box component="main" sx={{ p: 4, maxWidth: 640 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('ra.admin.no_access')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('ra.admin.no_access_text')}</Typography>
      <Button variant="contained" onClick={() => logout()}>
        {translate('ra.admin.sign_out_and_retry')}
      </Button>
    </Box>
  );
}
