import RateReviewIcon from '@mui/icons-material/RateReview';
import type { ResourceDescriptor } from '../descriptor.ts';
import { moderationRu } from './messages.ru.ts';
import { moderationUa } from './messages.ua.ts';
import { ModerationList } from './moderation-list.tsx';
import { MODERATION } from './words.ts';

/**
 * Moderation (issue 29, screen 4): held reviews, questions and blog comments in one queue; publish,
 * hide, answer as the shop, and an author's other items one click away. `/admin/moderation`.
 */
const moderation: ResourceDescriptor = {
  name: MODERATION,
  area: 'moderation',
  list: ModerationList,
  icon: RateReviewIcon,
  messages: { ru: moderationRu, ua: moderationUa },
};

export default moderation;
