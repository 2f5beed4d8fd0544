import { describe, expect, it } from 'vitest';
import { rotateMessages } from './rotate-messages.ts';

describe('rotateMessages', () => {
  it('moves the first message to the end', () => {
    expect(rotateMessages(['a', 'b', 'c'])).toEqual(['b', 'c', 'a']);
  });

  it('comes back to the start after a full cycle', () => {
    let messages = ['a', 'b', 'c'];
    for (let i = 0; i < 3; i += 1) messages = rotateMessages(messages);
    expect(messages).toEqual(['a', 'b', 'c']);
  });

  it('leaves one or no message as it is, in a new array', () => {
    const one = ['a'];
    expect(rotateMessages(one)).toEqual(['a']);
    expect(rotateMessages(one)).not.toBe(one);
    expect(rotateMessages([])).toEqual([]);
  });

  it('does not change the list it was given', () => {
    const messages = ['a', 'b'];
    rotateMessages(messages);
    expect(messages).toEqual(['a', 'b']);
  });
});
