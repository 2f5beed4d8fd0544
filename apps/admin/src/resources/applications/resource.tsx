import HowToRegIcon from '@mui/icons-material/HowToReg';
import type { ResourceDescriptor } from '../descriptor.ts';
import { ApplicationList } from './application-list.tsx';
import { ApplicationShow } from './application-show.tsx';
import { applicationsRu } from './messages.ru.ts';
import { applicationsUa } from './messages.ua.ts';
import { APPLICATIONS } from './words.ts';

/**
 * Professional applications (issue 29, screen 3): the waiting `noid` accounts and their documents
 * shown in the screen, approve as a professional or a distributor, reject with a reason, the letter
 * each sends and the decisions so far. `/admin/professional-applications/<userId>/show`.
 */
const applications: ResourceDescriptor = {
  name: APPLICATIONS,
  area: 'applications',
  list: ApplicationList,
  show: ApplicationShow,
  icon: HowToRegIcon,
  recordRepresentation: 'email',
  messages: { ru: applicationsRu, ua: applicationsUa },
};

export default applications;
