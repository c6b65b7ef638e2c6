import { describe, expect, it } from 'vitest';
import { validationMessages } from './messages';
import {
  accountMessages,
  codeMessages,
  collectionMessages,
  commentMessages,
  followMessages,
  imageMessages,
  loginMessages,
  notificationMessages,
  productMessages,
  registerMessages,
  resendMessages,
  serverMessageKey,
  serverMessages,
} from './server-messages';

const entries = Object.entries(serverMessages);

describe('server messages', () => {
  it('give every message a key, and no two keys the same text', () => {
    for (const [key, message] of entries) {
      expect(key).toMatch(/^[a-z][A-Za-z]*$/);
      expect(message.trim()).toBe(message);
      expect(message).not.toBe('');
    }
    const texts = entries.map(([, message]) => message);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('find each message by its text', () => {
    for (const [key, message] of entries) expect(serverMessageKey(message)).toBe(key);
    expect(serverMessageKey('Something the api never says')).toBeUndefined();
    expect(serverMessageKey('invalid email or password.')).toBeUndefined();
  });

  it('share no text with the spec §5 validation messages', () => {
    const validation = new Set<string>(Object.values(validationMessages));
    expect(entries.filter(([, message]) => validation.has(message))).toEqual([]);
  });

  it('keep the spec §8 texts word for word', () => {
    expect(serverMessages.userNotFound).toBe('User not found');
    expect(serverMessages.scrapeFailed).toBe('Failed to scrape product');
    expect(serverMessages.analysisFailed).toBe('Failed to analyze product');
    expect(serverMessages.googleFailed).toBe('Google authentication failed');
    expect(serverMessages.unexpectedError).toBe('An unexpected error occurred.');
  });

  it('group only messages of the one list', () => {
    const groups = [
      accountMessages,
      loginMessages,
      registerMessages,
      codeMessages,
      resendMessages,
      followMessages,
      imageMessages,
      collectionMessages,
      productMessages,
      commentMessages,
      notificationMessages,
    ];
    for (const group of groups) {
      for (const message of Object.values(group)) expect(serverMessageKey(message)).toBeDefined();
    }
  });
});
