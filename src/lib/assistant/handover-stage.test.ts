import { describe, expect, it } from 'vitest';
import { handoverOffered, handoverOpened, type HandoverStage } from './handover-stage';

describe('handoverOffered', () => {
  it('offers a salesperson only before the form is open', () => {
    expect((['offered', 'open', 'sent'] as HandoverStage[]).map(handoverOffered)).toEqual([true, false, false]);
  });
});

describe('handoverOpened', () => {
  it('opens the form when it is offered or open already', () => {
    expect(handoverOpened('offered')).toBe('open');
    expect(handoverOpened('open')).toBe('open');
  });

  it('keeps a sent conversation sent, and so offers nothing again', () => {
    expect(handoverOpened('sent')).toBe('sent');
    expect(handoverOffered(handoverOpened('sent'))).toBe(false);
  });
});
