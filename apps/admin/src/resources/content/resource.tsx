import CampaignIcon from '@mui/icons-material/Campaign';
import HandshakeIcon from '@mui/icons-material/Handshake';
import QuizIcon from '@mui/icons-material/Quiz';
import type { ResourceDescriptor } from '../descriptor.ts';
import { CooperationTermCreate, CooperationTermEdit, CooperationTermList } from './cooperation-terms.tsx';
import { FaqCreate, FaqEdit, FaqList } from './faqs.tsx';
import { HeaderMessageCreate, HeaderMessageEdit, HeaderMessageList } from './header-messages.tsx';
import { cooperationTermsRu, faqsRu, headerMessagesRu } from './messages.ru.ts';
import { cooperationTermsUa, faqsUa, headerMessagesUa } from './messages.ua.ts';

/** The shop's texts (issue 29, screen "Content"): the header's lines, the FAQ and the terms of cooperation. */
export const resources: ResourceDescriptor[] = [
  {
    name: 'header-messages',
    area: 'content',
    list: HeaderMessageList,
    edit: HeaderMessageEdit,
    create: HeaderMessageCreate,
    icon: CampaignIcon,
    recordRepresentation: 'title_ru',
    messages: { ru: headerMessagesRu, ua: headerMessagesUa },
  },
  {
    name: 'faqs',
    area: 'content',
    list: FaqList,
    edit: FaqEdit,
    create: FaqCreate,
    icon: QuizIcon,
    recordRepresentation: 'question_ru',
    messages: { ru: faqsRu, ua: faqsUa },
  },
  {
    name: 'cooperation-terms',
    area: 'content',
    list: CooperationTermList,
    edit: CooperationTermEdit,
    create: CooperationTermCreate,
    icon: HandshakeIcon,
    recordRepresentation: 'title_ru',
    messages: { ru: cooperationTermsRu, ua: cooperationTermsUa },
  },
];
