import { serverMessages } from '@kolekt/shared/server-messages';
import { validationMessages } from '@kolekt/shared/messages';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import tr from '../locales/tr.json';
import { translateMessage } from './translate-message';

const t = i18next.t.bind(i18next);

describe('translateMessage', () => {
  it('shows a server message in Turkish when the language is Turkish', async () => {
    await i18next.changeLanguage('tr');
    expect(translateMessage(t, 'Invalid email or password.', 'errors.unexpected')).toBe(
      'E-posta veya şifre hatalı.',
    );
    expect(translateMessage(t, serverMessages.sessionExpired, 'errors.unexpected')).toBe(
      tr.serverMessages.sessionExpired,
    );
  });

  it('shows a server message as the api sent it in English', () => {
    expect(translateMessage(t, 'Invalid email or password.', 'errors.unexpected')).toBe(
      'Invalid email or password.',
    );
  });

  it('still translates spec §5 messages', async () => {
    await i18next.changeLanguage('tr');
    expect(translateMessage(t, validationMessages.emailInvalid, 'errors.unexpected')).toBe(
      tr.validation.emailInvalid,
    );
  });

  it('shows an unknown message as sent, and the fallback when there is none', async () => {
    await i18next.changeLanguage('tr');
    expect(translateMessage(t, 'Something else', 'errors.unexpected')).toBe('Something else');
    expect(translateMessage(t, '', 'errors.unexpected')).toBe(tr.errors.unexpected);
    expect(translateMessage(t, undefined, 'errors.somethingWentWrong')).toBe(
      tr.errors.somethingWentWrong,
    );
  });
});

describe('serverMessages in the translation files', () => {
  it('hold every server message, word for word in English', () => {
    expect(en.serverMessages).toEqual(serverMessages);
  });

  it('translate every server message into Turkish', () => {
    expect(Object.keys(tr.serverMessages).sort()).toEqual(Object.keys(serverMessages).sort());
    for (const [key, text] of Object.entries(tr.serverMessages)) {
      expect(text, key).not.toBe('');
      expect(text, key).not.toBe(serverMessages[key as keyof typeof serverMessages]);
    }
  });
});
