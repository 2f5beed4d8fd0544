import type { Me } from '@shop/contracts/user';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('../../lib/browser-api.ts', () => ({ browserApi: api }));

const { followProfessionalStatus } = await import('./header-menu.ts');
const { setGuest, setSignedIn } = await import('../../visitor/account-store.ts');

const as = (name: Me['userType']['name']) => ({ userType: { name } }) as Me;

describe('followProfessionalStatus', () => {
  beforeEach(() => {
    api.get.mockReset();
    api.get.mockResolvedValue({ data: [] });
  });

  it('asks for the menu again only when the professional status changes', () => {
    const stop = followProfessionalStatus();
    setGuest();
    setSignedIn(as('regular'));
    expect(api.get).not.toHaveBeenCalled();
    setSignedIn(as('professional'));
    expect(api.get).toHaveBeenCalledTimes(1);
    setSignedIn(as('distributor'));
    expect(api.get).toHaveBeenCalledTimes(1);
    setSignedIn(as('noid'));
    expect(api.get).toHaveBeenCalledTimes(2);
    stop();
  });
});
