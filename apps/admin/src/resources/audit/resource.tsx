import HistoryIcon from '@mui/icons-material/History';
import type { ResourceDescriptor } from '../descriptor.ts';
import { AuditList } from './audit-list.tsx';
import { auditRu } from './messages.ru.ts';
import { auditUa } from './messages.ua.ts';

/** The audit log (issue 29, screen 9; administrators only): read, filtered and paged, never edited. */
const audit: ResourceDescriptor = {
  name: 'audit',
  area: 'audit',
  path: '/v1/staff/audit',
  list: AuditList,
  icon: HistoryIcon,
  messages: { ru: auditRu, ua: auditUa },
};

export default audit;
