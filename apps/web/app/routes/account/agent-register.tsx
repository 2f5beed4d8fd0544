import { AgentRegistrationPage } from '../../features/account/agent-registration/agent-registration-page.tsx';
import { metaText, pageMeta } from '../../seo/meta.ts';
import type { Route } from './+types/agent-register';

/** SPEC §2 named target agent-register: the professional link of the header leads here. */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: metaText(matches, 'agent.title'), description: metaText(matches, 'agent.lead') });

export default function AgentRegisterRoute() {
  return <AgentRegistrationPage />;
}
