import { afterEach, describe, expect, it } from 'vitest';
import { registerDialog } from './dialog-registry.ts';
import { closeDialog, getOpenDialog, openDialog } from './dialog-store.ts';
import { DIALOG_MAX_WIDTH } from './dialog-widths.ts';

const noDialog = async () => ({ default: () => null });

describe('modal manager', () => {
  afterEach(() => closeDialog());

  it('renders nothing for a dialog id nobody registered', () => {
    expect(openDialog('seminar-video')).toBe(false);
    expect(getOpenDialog()).toBeNull();
  });

  it('opens a registered dialog with its props and closes it', () => {
    registerDialog('quick-buy', noDialog);
    expect(openDialog('quick-buy', { productId: 7 })).toBe(true);
    expect(getOpenDialog()).toMatchObject({ id: 'quick-buy', props: { productId: 7 } });
    closeDialog();
    expect(getOpenDialog()).toBeNull();
  });

  it('shows one dialog at a time: the next one replaces the current one', () => {
    registerDialog('registration', noDialog);
    registerDialog('registration-success', noDialog);
    openDialog('registration');
    const first = getOpenDialog();
    openDialog('registration-success');
    expect(getOpenDialog()?.id).toBe('registration-success');
    expect(getOpenDialog()?.key).not.toBe(first?.key);
  });

  it('keeps the focus target of the first dialog in a chain unless told otherwise', () => {
    registerDialog('review', noDialog);
    registerDialog('stock-shortage', noDialog);
    const target = { focus() {} } as unknown as HTMLElement;
    openDialog('review', {}, { returnFocusTo: target });
    openDialog('stock-shortage');
    expect(getOpenDialog()?.returnFocusTo).toBe(target);
  });

  it('knows the maximum width of every popup of SPEC §2', () => {
    expect(DIALOG_MAX_WIDTH['phone-sms-registration']).toBe(450);
    expect(DIALOG_MAX_WIDTH['back-in-stock']).toBe(550);
    expect(DIALOG_MAX_WIDTH['prices-comparison']).toBe(1200);
    expect(DIALOG_MAX_WIDTH['activate-another-id']).toBe(445);
    expect(DIALOG_MAX_WIDTH['seminar-video']).toBe(1440);
    expect(DIALOG_MAX_WIDTH['language-choice']).toBe(600);
  });
});
